import AutoLayoutConvenience

/// A caption placed in a layout guide of the app's own class, which counts how often it is
/// attached to a view by overriding `owningView` as UIKit declares it (`weak`), and a badge
/// that follows the horizontal size class with `registerForTraitChanges` (iOS 17).
final class CaptionGuideViewController: UIViewController {
    /// A guide that counts the views it was added to.
    final class CountingGuide: UILayoutGuide {
        private(set) var attachments = 0

        override weak var owningView: UIView? {
            didSet { if owningView != nil { attachments += 1 } }
        }
    }

    /// A view that records the size class it was last told about.
    final class Badge: UIView {
        private(set) var lastSizeClass: UIUserInterfaceSizeClass?

        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (badge: Badge, _: UITraitCollection) in
                badge.lastSizeClass = badge.traitCollection.horizontalSizeClass
            }
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not used")
        }
    }

    let guide = CountingGuide()
    let caption = UILabel()
    let badge = Badge()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addLayoutGuide(guide)
        caption.text = "Caption"
        for subview in [caption, badge] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 200),
            guide.heightAnchor.constraint(equalToConstant: 40),
            caption.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            caption.topAnchor.constraint(equalTo: guide.topAnchor),
            caption.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
    }
}
