import AutoLayoutConvenience

extension GalleryScreen {
    /// A settings form of controls laid out with the DSL: a search bar, rows of a label and a
    /// switch, a segmented control, a slider beside a stepper, an activity indicator beside a
    /// progress bar, a compact date picker and a page control, a text field with a leading
    /// padding view, and a button with its action.
    public static let controls = GalleryScreen(
        name: "controls",
        title: "Controls",
        code: """
            let wifi = UIView.horizontallyStacked(wifiLabel, wifiSwitch, alignment: .center, spacing: 8)
            name.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
            let save = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in … })
            let units = UISegmentedControl(items: ["Metric", "Imperial"])
            let status = UIView.horizontallyStacked(UIActivityIndicatorView(style: .medium), progress, spacing: 12)
            let form = UIView.verticallyStacked(search, wifi, bluetooth, units, UIView.horizontallyStacked(volume, copies),
                                                status, name.constrain(height: 44), save, spacing: 16)
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
            let units = UISegmentedControl(items: ["Metric", "Imperial"])
            units.selectedSegmentIndex = 0
            let volume = UISlider()
            volume.value = 0.6
            let copies = UIStepper()
            copies.value = 2
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.4
            let status = UIView.horizontallyStacked(spinner, progress, alignment: .center, spacing: 12)
            let reminder = UIDatePicker()
            reminder.datePickerMode = .date
            reminder.locale = Locale(identifier: "en_US")
            reminder.timeZone = TimeZone(identifier: "UTC")
            reminder.date = Date(timeIntervalSince1970: 1_795_000_000)
            let pages = UIPageControl()
            pages.numberOfPages = 4
            pages.currentPage = 1
            let footer = UIView.horizontallyStacked(reminder, UIView(), pages, alignment: .center, spacing: 8)
            let search = UISearchBar()
            search.placeholder = "Search settings"
            search.searchBarStyle = .minimal
            let form = UIView.verticallyStacked(
                search, row("Wi-Fi", isOn: true), row("Bluetooth", isOn: false), units,
                UIView.horizontallyStacked(volume, copies, alignment: .center, spacing: 12), status, footer,
                name.constrain(height: 44), save, spacing: 16)
            form.accessibilityIdentifier = "form"
            screen.addSubview(form, pinnedTo: .top, of: .safeArea, insets: .all(16))
        })
}
