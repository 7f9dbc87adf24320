import Foundation
import HeadlessUIKit
import Testing

/// A title-1 label on a view controller's margins guide at the twelve content size categories,
/// as swift-snapshot-testing recorded it (`testTraitsWithViewController`, reference files
/// `testTraitsWithViewController.label-<size>.txt`, iPhone SE configuration 320 × 568 with a
/// 20-point status bar, recorded on a 3× simulator, iOS 13.2.2): the label is at (16, 20),
/// 288 wide (the root view's 16-point system margins; its top margin starts at the safe area),
/// and one title-1 line high. Case ids B01–B12 in docs/research/fidelity-sources.md.
@Suite @MainActor struct MarginsDynamicTypeFidelityTests {
    nonisolated static let recorded: [(String, CGFloat)] = [
        ("UICTContentSizeCategoryXS", 30), ("UICTContentSizeCategoryS", 94.0 / 3), ("UICTContentSizeCategoryM", 97.0 / 3),
        ("UICTContentSizeCategoryL", 101.0 / 3), ("UICTContentSizeCategoryXL", 36), ("UICTContentSizeCategoryXXL", 115.0 / 3),
        ("UICTContentSizeCategoryXXXL", 122.0 / 3), ("UICTContentSizeCategoryAccessibilityM", 137.0 / 3),
        ("UICTContentSizeCategoryAccessibilityL", 154.0 / 3), ("UICTContentSizeCategoryAccessibilityXL", 172.0 / 3),
        ("UICTContentSizeCategoryAccessibilityXXL", 190.0 / 3), ("UICTContentSizeCategoryAccessibilityXXXL", 208.0 / 3),
    ]

    @Test(arguments: recorded.map(\.0))
    func aTitleLineOnTheMargins(category: String) throws {
        let height = try #require(Self.recorded.first { $0.0 == category }?.1)
        var device = FidelityFixture.device(320, 568, scale: 3, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        device.preferredContentSizeCategory = UIContentSizeCategory(rawValue: category)
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "What's the point?"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor), label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(isClose(label.frame, CGRect(x: 16, y: 20, width: 288, height: height), tolerance: 0.01), "\(category): \(label.frame)")
    }
}
