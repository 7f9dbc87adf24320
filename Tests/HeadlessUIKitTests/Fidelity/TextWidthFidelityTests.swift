import Foundation
import HeadlessUIKit
import Testing

/// Real labels measured by the default text model, against the label frames iOS recorded for the
/// same layout: swift-snapshot-testing's `testTraits` (pointfreeco/swift-snapshot-testing,
/// `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.<device>.txt`,
/// re-recorded on 2025-04-17 in commit deff4825e0b456922ab1a17bc086ee4913d1a843 on a 3×
/// simulator). Four labels on the safe area — "What's" (headline) on top, "the" and "point"
/// (body) at the sides, "?" (subheadline) at the bottom — at the `.medium` content size on
/// phones and the default `.large` on iPads; the same layout as cases A01–A12 of the fidelity
/// notes, whose 2019 recording measured older fonts. Every frame, widths included, must be the
/// recorded one to the 3× pixel.
@Suite @MainActor struct TextWidthFidelityTests {
    private struct Case: Sendable {
        let id: String
        let size: CGSize, safeArea: UIEdgeInsets
        let category: UIContentSizeCategory
        /// Recorded frames: top, leading, trailing, bottom.
        let frames: [CGRect]
    }

    nonisolated private static func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { FidelityFixture.thirds(x, y, w, h) }

    nonisolated private static let bar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    nonisolated private static let notched = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    nonisolated private static let cases: [Case] = [
        Case(id: "iphone-se", size: CGSize(width: 320, height: 568), safeArea: bar, category: .medium,
             frames: [r(133.333, 20, 53.6667, 19.3333), r(0, 284.333, 23.6667, 19.3333), r(283, 284.333, 37, 19.3333), r(156.333, 551, 7.33333, 17)]),
        Case(id: "iphone-8", size: CGSize(width: 375, height: 667), safeArea: bar, category: .medium,
             frames: [r(160.667, 20, 53.6667, 19.3333), r(0, 334, 23.6667, 19.3333), r(338, 334, 37, 19.3333), r(184, 650, 7.33333, 17)]),
        Case(id: "iphone-8-plus", size: CGSize(width: 414, height: 736), safeArea: bar, category: .medium,
             frames: [r(180.333, 20, 53.6667, 19.3333), r(0, 368.333, 23.6667, 19.3333), r(377, 368.333, 37, 19.3333), r(203.333, 719, 7.33333, 17)]),
        Case(id: "iphone-x", size: CGSize(width: 375, height: 812), safeArea: notched, category: .medium,
             frames: [r(160.667, 44, 53.6667, 19.3333), r(0, 401.333, 23.6667, 19.3333), r(338, 401.333, 37, 19.3333), r(184, 761, 7.33333, 17)]),
        Case(id: "iphone-xr", size: CGSize(width: 414, height: 896), safeArea: notched, category: .medium,
             frames: [r(180.333, 44, 53.6667, 19.3333), r(0, 443.333, 23.6667, 19.3333), r(377, 443.333, 37, 19.3333), r(203.333, 845, 7.33333, 17)]),
        Case(id: "ipad-mini", size: CGSize(width: 1024, height: 768), safeArea: bar, category: .large,
             frames: [r(484, 20, 56.3333, 20.3333), r(0, 384, 24.6667, 20.3333), r(985.333, 384, 38.6667, 20.3333), r(508.333, 750, 7.66667, 18)]),
        Case(id: "ipad-10-2", size: CGSize(width: 1080, height: 810), safeArea: bar, category: .large,
             frames: [r(512, 20, 56.3333, 20.3333), r(0, 405, 24.6667, 20.3333), r(1041.33, 405, 38.6667, 20.3333), r(536.333, 792, 7.66667, 18)]),
        Case(id: "ipad-pro-10-5", size: CGSize(width: 1112, height: 834), safeArea: bar, category: .large,
             frames: [r(528, 20, 56.3333, 20.3333), r(0, 417, 24.6667, 20.3333), r(1073.33, 417, 38.6667, 20.3333), r(552.333, 816, 7.66667, 18)]),
        Case(id: "ipad-pro-11", size: CGSize(width: 1194, height: 834), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
             category: .large,
             frames: [r(569, 24, 56.3333, 20.3333), r(0, 409, 24.6667, 20.3333), r(1155.33, 409, 38.6667, 20.3333), r(593.333, 796, 7.66667, 18)]),
        Case(id: "ipad-pro-12-9", size: CGSize(width: 1366, height: 1024), safeArea: bar, category: .large,
             frames: [r(655, 20, 56.3333, 20.3333), r(0, 512, 24.6667, 20.3333), r(1327.33, 512, 38.6667, 20.3333), r(679.333, 1006, 7.66667, 18)]),
    ]

    @Test(arguments: cases.map(\.id))
    func labelsOnTheSafeAreaHaveTheRecordedFrames(id: String) throws {
        let recorded = try #require(Self.cases.first { $0.id == id })
        var device = FidelityFixture.device(recorded.size.width, recorded.size.height, scale: 3, safeArea: recorded.safeArea)
        device.preferredContentSizeCategory = recorded.category
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let texts: [(String, UIFont.TextStyle)] = [("What's", .headline), ("the", .body), ("point", .body), ("?", .subheadline)]
        let labels = texts.map { text, style in
            let label = UILabel()
            label.text = text
            label.font = .preferredFont(forTextStyle: style, compatibleWith: controller.traitCollection)
            label.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            return label
        }
        let (top, leading, trailing, bottom) = (labels[0], labels[1], labels[2], labels[3])
        let guide = controller.view.safeAreaLayoutGuide
        FidelityFixture.activateSafeAreaQuartet(top: top, leading: leading, trailing: trailing, bottom: bottom, on: guide)
        window.layoutIfNeeded()
        for (label, frame) in zip(labels, recorded.frames) {
            #expect(isClose(label.frame, frame, tolerance: 0.01), "\(id) '\(label.text ?? "")': \(label.frame) recorded \(frame)")
        }
    }
}
