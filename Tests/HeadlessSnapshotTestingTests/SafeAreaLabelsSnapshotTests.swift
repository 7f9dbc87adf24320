#if canImport(UIKit)
import UIKit
#else
import HeadlessSnapshotTesting
import HeadlessUIKit
#endif
import SnapshotTesting
import Testing

/// Four labels pinned to and centred on the safe area, snapshotted on every phone and tablet
/// configuration as text. Written as an iOS test is: on iOS the same file runs against UIKit; on
/// Linux against HeadlessUIKit and HeadlessSnapshotTesting, with the same reference files.
///
/// The layout is the one swift-snapshot-testing's own `testTraits` records; its references
/// (pointfreeco/swift-snapshot-testing, `__Snapshots__/SnapshotTestingTests/testTraits.*.txt`,
/// re-recorded on a 3× iOS simulator in commit deff4825e0b456922ab1a17bc086ee4913d1a843) are
/// byte for byte the files this suite records.
@MainActor @Suite struct SafeAreaLabelsSnapshotTests {
    final class QuestionViewController: UIViewController {
        let top = UILabel(), leading = UILabel(), trailing = UILabel(), bottom = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            for (label, text) in [(top, "What's"), (leading, "the"), (trailing, "point"), (bottom, "?")] {
                label.text = text
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
            }
            let safeArea = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: safeArea.topAnchor),
                top.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
                leading.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                leading.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.centerXAnchor),
                leading.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
                trailing.leadingAnchor.constraint(greaterThanOrEqualTo: safeArea.centerXAnchor),
                trailing.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
                trailing.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
                bottom.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
                bottom.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            ])
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            top.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
            leading.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
            trailing.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
            bottom.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
        }
    }

    @Test func onEveryDevice() {
        let controller = QuestionViewController()
        let devices: [(ViewImageConfig, String)] = [
            (.iPhoneSe, "iphone-se"), (.iPhone8, "iphone-8"), (.iPhone8Plus, "iphone-8-plus"), (.iPhoneX, "iphone-x"),
            (.iPhoneXr, "iphone-xr"), (.iPhoneXsMax, "iphone-xs-max"), (.iPadMini, "ipad-mini"), (.iPad9_7, "ipad-9-7"),
            (.iPad10_2, "ipad-10-2"), (.iPadPro10_5, "ipad-pro-10-5"), (.iPadPro11, "ipad-pro-11"), (.iPadPro12_9, "ipad-pro-12-9"),
        ]
        for (device, name) in devices {
            assertSnapshot(of: controller, as: .recursiveDescription(on: device), named: name)
        }
    }
}
