import Foundation
import HeadlessUIKit
import Testing

/// Four views pinned to and centred on the safe area, on twelve device configurations, as
/// swift-snapshot-testing recorded them with `.recursiveDescription(on:)` (pointfreeco/
/// swift-snapshot-testing, `testTraits`, reference files `testTraits.<device>.txt` recorded on
/// an iPhone 11 Pro Max simulator, iOS 13.2.2, so every frame is on the 3× pixel grid). The
/// recorded views are labels; their sizes depend on iOS's font metrics, so each label is stood
/// in for by a view of the recorded size and the positions are checked (case ids A01–A12 in
/// docs/research/fidelity-sources.md). Top view: top and centre X on the guide; leading view:
/// leading, trailing ≤ centre X, centre Y; trailing view: leading ≥ centre X, trailing,
/// centre Y; bottom view: bottom and centre X.
@Suite @MainActor struct SafeAreaCentringFidelityTests {
    private struct Case: Sendable {
        let id: String
        let size: CGSize, safeArea: UIEdgeInsets
        /// Recorded frames: top, leading, trailing, bottom.
        let frames: [CGRect]
    }

    nonisolated private static func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { FidelityFixture.thirds(x, y, w, h) }

    nonisolated private static let phone = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    nonisolated private static let notched = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    nonisolated private static let cases: [Case] = [
        Case(id: "A01", size: CGSize(width: 320, height: 568), safeArea: phone,
             frames: [r(133.667, 20, 52.6667, 19.3333), r(0, 284.333, 23.6667, 19.3333), r(283, 284.333, 37, 19.3333), r(156.333, 551, 7.33333, 17)]),
        Case(id: "A02", size: CGSize(width: 375, height: 667), safeArea: phone,
             frames: [r(161.333, 20, 52.6667, 19.3333), r(0, 334, 23.6667, 19.3333), r(338, 334, 37, 19.3333), r(184, 650, 7.33333, 17)]),
        Case(id: "A03", size: CGSize(width: 414, height: 736), safeArea: phone,
             frames: [r(180.667, 20, 52.6667, 19.3333), r(0, 368.333, 23.6667, 19.3333), r(377, 368.333, 37, 19.3333), r(203.333, 719, 7.33333, 17)]),
        Case(id: "A04", size: CGSize(width: 375, height: 812), safeArea: notched,
             frames: [r(161.333, 44, 52.6667, 19.3333), r(0, 401.333, 23.6667, 19.3333), r(338, 401.333, 37, 19.3333), r(184, 761, 7.33333, 17)]),
        Case(id: "A05", size: CGSize(width: 414, height: 896), safeArea: notched,
             frames: [r(180.667, 44, 52.6667, 19.3333), r(0, 443.333, 23.6667, 19.3333), r(377, 443.333, 37, 19.3333), r(203.333, 845, 7.33333, 17)]),
        Case(id: "A06", size: CGSize(width: 414, height: 896), safeArea: notched,
             frames: [r(179.333, 44, 55.6667, 20.3333), r(0, 443, 25, 20.3333), r(375, 443, 39, 20.3333), r(203.333, 844, 7.66667, 18)]),
        Case(id: "A07", size: CGSize(width: 1024, height: 768), safeArea: phone,
             frames: [r(484.333, 20, 55.6667, 20.3333), r(0, 384, 25, 20.3333), r(985, 384, 39, 20.3333), r(508.333, 750, 7.66667, 18)]),
        Case(id: "A09", size: CGSize(width: 1080, height: 810), safeArea: phone,
             frames: [r(512.333, 20, 55.6667, 20.3333), r(0, 405, 25, 20.3333), r(1041, 405, 39, 20.3333), r(536.333, 792, 7.66667, 18)]),
        Case(id: "A10", size: CGSize(width: 1112, height: 834), safeArea: phone,
             frames: [r(528.333, 20, 55.6667, 20.3333), r(0, 417, 25, 20.3333), r(1073, 417, 39, 20.3333), r(552.333, 816, 7.66667, 18)]),
        Case(id: "A11", size: CGSize(width: 1194, height: 834), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
             frames: [r(569.333, 24, 55.6667, 20.3333), r(0, 409, 25, 20.3333), r(1155, 409, 39, 20.3333), r(593.333, 796, 7.66667, 18)]),
        Case(id: "A12", size: CGSize(width: 1366, height: 1024), safeArea: phone,
             frames: [r(655.333, 20, 55.6667, 20.3333), r(0, 512, 25, 20.3333), r(1327, 512, 39, 20.3333), r(679.333, 1006, 7.66667, 18)]),
    ]

    @Test(arguments: cases.map(\.id))
    func viewsOnTheSafeAreaLandOnTheRecordedPixels(id: String) throws {
        let recorded = try #require(Self.cases.first { $0.id == id })
        let device = FidelityFixture.device(recorded.size.width, recorded.size.height, scale: 3, safeArea: recorded.safeArea)
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let views = recorded.frames.map { RecordedSizeView($0.width, $0.height) }
        let (top, leading, trailing, bottom) = (views[0], views[1], views[2], views[3])
        let guide = controller.view.safeAreaLayoutGuide
        views.forEach(controller.view.addSubview)
        FidelityFixture.activateSafeAreaQuartet(top: top, leading: leading, trailing: trailing, bottom: bottom, on: guide)
        window.layoutIfNeeded()
        for (view, frame) in zip(views, recorded.frames) {
            #expect(isClose(view.frame, frame, tolerance: 0.01), "\(id): \(view.frame) recorded \(frame)")
        }
        _ = window
    }
}
