import AutoLayoutConvenience

extension GalleryScreen {
    /// A settings form of controls laid out with the DSL: rows of a label and a switch, a text
    /// field with a leading padding view, and a button with its action.
    public static let controls = GalleryScreen(
        name: "controls",
        title: "Controls",
        code: """
            let wifi = UIView.horizontallyStacked(wifiLabel, wifiSwitch, alignment: .center, spacing: 8)
            name.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
            let save = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in … })
            let form = UIView.verticallyStacked(wifi, bluetooth, name.constrain(height: 44), save, spacing: 16)
            addSubview(form, pinnedTo: .top, of: .safeArea, insets: .all(16))
            """,
        build: { screen in
            @MainActor func row(_ title: String, isOn: Bool) -> UIView {
                let label = UILabel(text: title, textStyle: .body)
                let toggle = UISwitch()
                toggle.isOn = isOn
                toggle.accessibilityLabel = title
                return UIView.horizontallyStacked(label, toggle, alignment: .center, spacing: 8)
            }
            let name = UITextField()
            name.placeholder = "Device name"
            name.backgroundColor = .secondarySystemBackground
            name.layer.cornerRadius = 10
            name.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
            name.leftViewMode = .always
            name.accessibilityIdentifier = "name"
            let save = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in })
            save.accessibilityIdentifier = "save"
            let form = UIView.verticallyStacked(row("Wi-Fi", isOn: true), row("Bluetooth", isOn: false), name.constrain(height: 44), save, spacing: 16)
            form.accessibilityIdentifier = "form"
            screen.addSubview(form, pinnedTo: .top, of: .safeArea, insets: .all(16))
        })
}
