import AutoLayoutConvenience

extension GalleryScreen {
    /// The seed README's example, as the README writes it: a title and a long text centred in a
    /// scroll view that scrolls only when it must, two platter buttons below (side by side when
    /// the height is compact) and a close button on a corner (smaller when compact).
    public static let readmeExample = GalleryScreen(
        name: "readme-example",
        title: "The README example",
        code: """
            let content = UIView.verticallyStacked(
                UIView.verticallyStacked(titleLabel, subLabel, spacing: 4).verticallyCentered().verticallyScrollable(),
                UIView.autoAdjustingVerticallyStacked(actionButton, cancelButton, spacing: 8)
            )

            backgroundView.addSubview(content, filling: .readableContent)
            addSubview(backgroundView, filling: .safeArea, insets: .all(32))
            UIView.if(.verticallyCompact) {
                backgroundView.addSubview(closeButton.constrain(size: smallButtonSize), pinning: .center, to: .topTrailing)
            } else: {
                backgroundView.addSubview(closeButton.constrain(size: buttonSize), pinning: .center, to: .topLeading)
            }
            """,
        build: { screen in
            let titleLabel = UILabel(text: "Title Label", textStyle: .largeTitle, alignment: .center)
            let subLabel = UILabel(text: String(repeating: "Sub label with a lot of text. ", count: 10), textStyle: .body, alignment: .center)
            let closeButton = UIButton(type: .close)
            let backgroundView = UIView(backgroundColor: .systemGroupedBackground)
            let actionButton = UIButton.platter(title: "Add More Text", titleColor: .white)
            let cancelButton = UIButton.platter(title: "Revert", backgroundColor: .white)
            let buttonSize = CGSize(width: 32, height: 32)
            let smallButtonSize = CGSize(width: 24, height: 24)
            for (view, name) in [(titleLabel, "titleLabel"), (subLabel, "subLabel"), (closeButton, "closeButton"),
                                 (backgroundView, "backgroundView"), (actionButton, "actionButton"), (cancelButton, "cancelButton")] {
                view.accessibilityIdentifier = name
            }

            let content = UIView.verticallyStacked(
                UIView.verticallyStacked(titleLabel, subLabel, spacing: 4).verticallyCentered().verticallyScrollable(),
                UIView.autoAdjustingVerticallyStacked(actionButton, cancelButton, spacing: 8)
            )

            backgroundView.addSubview(content, filling: .readableContent)
            screen.addSubview(backgroundView, filling: .safeArea, insets: .all(32))
            UIView.if(.verticallyCompact) {
                backgroundView.addSubview(closeButton.constrain(size: smallButtonSize), pinning: .center, to: .topTrailing)
            } else: {
                backgroundView.addSubview(closeButton.constrain(size: buttonSize), pinning: .center, to: .topLeading)
            }
        })
}
