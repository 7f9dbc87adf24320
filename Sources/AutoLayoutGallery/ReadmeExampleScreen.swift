import AutoLayoutConvenience

extension GalleryScreen {
    /// The seed README's example, as the README writes it, in a view controller: a title and a
    /// long text centred in a scroll view that scrolls only when it must, two platter buttons
    /// below (side by side when the height is compact) and a close button on a corner (smaller
    /// when compact).
    public static let readmeExample = GalleryScreen(
        name: "readme-example",
        title: "The README example, in a view controller",
        code: """
            final class ReadmeExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let content = UIView.verticallyStacked(
                        UIView.verticallyStacked(titleLabel, subLabel, spacing: 4).verticallyCentered().verticallyScrollable(),
                        UIView.autoAdjustingVerticallyStacked(actionButton, cancelButton, spacing: 8)
                    )

                    backgroundView.addSubview(content, filling: .readableContent)
                    view.addSubview(backgroundView, filling: .safeArea, insets: .all(32))
                    UIView.if(.verticallyCompact) {
                        backgroundView.addSubview(closeButton.constrain(size: smallButtonSize), pinning: .center, to: .topTrailing)
                    } else: {
                        backgroundView.addSubview(closeButton.constrain(size: buttonSize), pinning: .center, to: .topLeading)
                    }
                }
            }
            """,
        content: .controller { ReadmeExampleViewController() })
}

/// The seed README's screen as an iOS app writes it: a view controller whose `viewDidLoad()`
/// builds its views and lays them out with the README's eight lines, `view` standing for the
/// screen. It compiles unchanged against UIKit.
public final class ReadmeExampleViewController: UIViewController {
    public let titleLabel = UILabel(text: "Title Label", textStyle: .largeTitle, alignment: .center)
    public let subLabel = UILabel(text: String(repeating: "Sub label with a lot of text. ", count: 10), textStyle: .body, alignment: .center)
    public let closeButton = UIButton(type: .close)
    public let backgroundView = UIView(backgroundColor: .systemGroupedBackground)
    public let actionButton = UIButton.platter(title: "Add More Text", titleColor: .white)
    public let cancelButton = UIButton.platter(title: "Revert", backgroundColor: .white)
    let buttonSize = CGSize(width: 32, height: 32)
    let smallButtonSize = CGSize(width: 24, height: 24)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for (subview, name) in [(titleLabel, "titleLabel"), (subLabel, "subLabel"), (closeButton, "closeButton"),
                                (backgroundView, "backgroundView"), (actionButton, "actionButton"), (cancelButton, "cancelButton")] {
            subview.accessibilityIdentifier = name
        }

        let content = UIView.verticallyStacked(
            UIView.verticallyStacked(titleLabel, subLabel, spacing: 4).verticallyCentered().verticallyScrollable(),
            UIView.autoAdjustingVerticallyStacked(actionButton, cancelButton, spacing: 8)
        )

        backgroundView.addSubview(content, filling: .readableContent)
        view.addSubview(backgroundView, filling: .safeArea, insets: .all(32))
        UIView.if(.verticallyCompact) {
            backgroundView.addSubview(closeButton.constrain(size: smallButtonSize), pinning: .center, to: .topTrailing)
        } else: {
            backgroundView.addSubview(closeButton.constrain(size: buttonSize), pinning: .center, to: .topLeading)
        }
    }
}
