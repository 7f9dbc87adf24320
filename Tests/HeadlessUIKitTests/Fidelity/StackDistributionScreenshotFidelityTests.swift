import Foundation
import HeadlessUIKit
import Testing

/// Every distribution with four alignments, in a vertical stack that is either pinned to the
/// safe area or sized by its views, as iOS rendered them in simulator screenshots:
/// brittpinder/ios-reference, `uikit/uistackview/README.md` with the view code in
/// `uikit/uistackview/StackView/StackView/View Controllers/DistributionAlignmentVC.swift` and
/// `Factories.swift`, and the screenshots `uikit/uistackview/images/{size,no_size}/
/// <alignment>_<distribution>.png` (read at 02e334b13db85db3071d20550c6a4784ce667748; made in
/// 2023). Three views with intrinsic sizes 50 × 50 (red), 100 × 100 (blue) and 200 × 200
/// (green) in a vertical `UIStackView` on a view controller's root view; the stack either has
/// top/bottom on the safe-area guide and leading/trailing on the root view, or is only centred
/// on the root view. The screenshots are a 375 × 812 screen (safe area 50/34: the iPhone 12/13
/// mini class) scaled to 270 × 585 px (0.72 px per point across, 585/812 down); the views are flat system colours, so
/// each frame was measured to a fraction of a pixel from the colour coverage of the edge
/// pixels (computed in linear light), which reproduces the edges that follow from the layout
/// arithmetic within about 0.1 pt. Case ids K15–K19 (one per distribution) in
/// docs/research/fidelity-sources.md.
@Suite @MainActor struct StackDistributionScreenshotFidelityTests {
    private final class Sized: UIView {
        let side: CGFloat
        init(_ side: CGFloat) {
            self.side = side
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    }

    private struct Case: Sendable {
        let id: String, sized: Bool, distribution: String, alignment: String
        /// Measured frames of red, blue and green in the root view.
        let frames: [CGRect]
    }

    nonisolated private static func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    nonisolated private static let cases: [Case] = [
        Case(id: "K15", sized: true, distribution: "fill", alignment: "fill",
             frames: [r(0.00, 49.98, 375.00, 428.00), r(0.00, 478.02, 375.00, 99.96), r(0.00, 577.98, 375.00, 200.01)]),
        Case(id: "K15", sized: true, distribution: "fill", alignment: "leading",
             frames: [r(0.00, 49.98, 50.00, 428.00), r(0.00, 477.98, 100.00, 100.00), r(0.00, 577.96, 200.00, 200.03)]),
        Case(id: "K15", sized: true, distribution: "fill", alignment: "center",
             frames: [r(162.61, 49.98, 50.16, 428.00), r(137.63, 478.01, 100.14, 99.97), r(87.61, 577.98, 200.16, 200.01)]),
        Case(id: "K15", sized: true, distribution: "fill", alignment: "trailing",
             frames: [r(325.00, 49.98, 50.00, 428.00), r(275.00, 477.98, 100.00, 100.00), r(175.00, 577.96, 200.00, 200.03)]),
        Case(id: "K16", sized: true, distribution: "fillEqually", alignment: "fill",
             frames: [r(0.00, 49.98, 375.00, 242.63), r(0.00, 292.66, 375.00, 242.65), r(0.00, 535.31, 375.00, 242.68)]),
        Case(id: "K16", sized: true, distribution: "fillEqually", alignment: "leading",
             frames: [r(0.00, 49.98, 50.00, 242.63), r(0.00, 292.62, 100.00, 242.69), r(0.00, 535.29, 200.00, 242.70)]),
        Case(id: "K16", sized: true, distribution: "fillEqually", alignment: "center",
             frames: [r(162.61, 49.98, 50.16, 242.63), r(137.63, 292.65, 100.14, 242.66), r(87.61, 535.30, 200.16, 242.69)]),
        Case(id: "K16", sized: true, distribution: "fillEqually", alignment: "trailing",
             frames: [r(325.00, 49.98, 50.00, 242.63), r(275.00, 292.62, 100.00, 242.69), r(175.00, 535.29, 200.00, 242.70)]),
        Case(id: "K17", sized: true, distribution: "fillProportionally", alignment: "fill",
             frames: [r(0.00, 49.98, 375.00, 103.98), r(0.00, 154.00, 375.00, 207.96), r(0.00, 361.95, 375.00, 416.04)]),
        Case(id: "K17", sized: true, distribution: "fillProportionally", alignment: "leading",
             frames: [r(0.00, 49.98, 50.00, 103.98), r(0.00, 153.98, 100.00, 207.98), r(0.00, 361.95, 200.00, 416.04)]),
        Case(id: "K17", sized: true, distribution: "fillProportionally", alignment: "center",
             frames: [r(162.61, 49.98, 50.16, 103.98), r(137.63, 153.99, 100.14, 207.96), r(87.61, 361.95, 200.16, 416.04)]),
        Case(id: "K17", sized: true, distribution: "fillProportionally", alignment: "trailing",
             frames: [r(325.00, 49.98, 50.00, 103.98), r(275.00, 153.98, 100.00, 207.98), r(175.00, 361.95, 200.00, 416.04)]),
        Case(id: "K18", sized: true, distribution: "equalSpacing", alignment: "fill",
             frames: [r(0.00, 49.98, 375.00, 50.08), r(0.00, 289.00, 375.00, 100.01), r(0.00, 577.94, 375.00, 200.05)]),
        Case(id: "K18", sized: true, distribution: "equalSpacing", alignment: "leading",
             frames: [r(0.00, 49.98, 50.00, 50.08), r(0.00, 289.00, 100.00, 100.01), r(0.00, 577.94, 200.00, 200.05)]),
        Case(id: "K18", sized: true, distribution: "equalSpacing", alignment: "center",
             frames: [r(162.61, 49.98, 50.16, 50.08), r(137.63, 289.00, 100.14, 100.01), r(87.61, 577.94, 200.16, 200.05)]),
        Case(id: "K18", sized: true, distribution: "equalSpacing", alignment: "trailing",
             frames: [r(325.00, 49.98, 50.00, 50.08), r(275.00, 289.00, 100.00, 100.01), r(175.00, 577.94, 200.00, 200.05)]),
        Case(id: "K19", sized: true, distribution: "equalCentering", alignment: "fill",
             frames: [r(0.00, 49.98, 375.00, 50.08), r(0.00, 326.61, 375.00, 100.11), r(0.00, 577.94, 375.00, 200.05)]),
        Case(id: "K19", sized: true, distribution: "equalCentering", alignment: "leading",
             frames: [r(0.00, 49.98, 50.00, 50.08), r(0.00, 326.61, 100.00, 100.11), r(0.00, 577.94, 200.00, 200.05)]),
        Case(id: "K19", sized: true, distribution: "equalCentering", alignment: "center",
             frames: [r(162.61, 49.98, 50.16, 50.08), r(137.63, 326.61, 100.14, 100.11), r(87.61, 577.94, 200.16, 200.05)]),
        Case(id: "K19", sized: true, distribution: "equalCentering", alignment: "trailing",
             frames: [r(325.00, 49.98, 50.00, 50.08), r(275.00, 326.61, 100.00, 100.11), r(175.00, 577.94, 200.00, 200.05)]),
        Case(id: "K15", sized: false, distribution: "fill", alignment: "fill",
             frames: [r(87.61, 230.95, 200.16, 50.03), r(87.63, 281.01, 200.14, 100.00), r(87.61, 381.01, 200.16, 200.06)]),
        Case(id: "K15", sized: false, distribution: "fill", alignment: "leading",
             frames: [r(87.61, 230.95, 50.16, 50.03), r(87.63, 281.00, 100.14, 100.01), r(87.61, 381.00, 200.16, 200.07)]),
        Case(id: "K15", sized: false, distribution: "fill", alignment: "center",
             frames: [r(162.61, 230.95, 50.16, 50.03), r(137.63, 281.00, 100.14, 100.00), r(87.61, 381.00, 200.16, 200.06)]),
        Case(id: "K15", sized: false, distribution: "fill", alignment: "trailing",
             frames: [r(237.61, 230.95, 50.16, 50.03), r(187.63, 280.98, 100.14, 100.02), r(87.61, 381.00, 200.16, 200.06)]),
        Case(id: "K16", sized: false, distribution: "fillEqually", alignment: "fill",
             frames: [r(87.61, 105.94, 200.16, 200.05), r(87.63, 306.01, 200.14, 199.98), r(87.61, 505.98, 200.16, 200.09)]),
        Case(id: "K16", sized: false, distribution: "fillEqually", alignment: "leading",
             frames: [r(87.61, 105.94, 50.16, 200.05), r(87.63, 306.00, 100.14, 199.99), r(87.61, 505.97, 200.16, 200.10)]),
        Case(id: "K16", sized: false, distribution: "fillEqually", alignment: "center",
             frames: [r(162.61, 105.94, 50.16, 200.05), r(137.63, 306.01, 100.14, 199.98), r(87.61, 505.98, 200.16, 200.10)]),
        Case(id: "K16", sized: false, distribution: "fillEqually", alignment: "trailing",
             frames: [r(237.61, 105.94, 50.16, 200.05), r(187.63, 305.99, 100.14, 200.00), r(87.61, 505.96, 200.16, 200.11)]),
        Case(id: "K17", sized: false, distribution: "fillProportionally", alignment: "fill",
             frames: [r(87.61, 230.95, 200.16, 50.03), r(87.63, 281.01, 200.14, 100.00), r(87.61, 381.01, 200.16, 200.06)]),
        Case(id: "K17", sized: false, distribution: "fillProportionally", alignment: "leading",
             frames: [r(87.61, 230.95, 50.16, 50.03), r(87.63, 281.00, 100.14, 100.01), r(87.61, 381.00, 200.16, 200.07)]),
        Case(id: "K17", sized: false, distribution: "fillProportionally", alignment: "center",
             frames: [r(162.61, 230.95, 50.16, 50.03), r(137.63, 281.00, 100.14, 100.00), r(87.61, 381.00, 200.16, 200.06)]),
        Case(id: "K17", sized: false, distribution: "fillProportionally", alignment: "trailing",
             frames: [r(237.61, 230.95, 50.16, 50.03), r(187.63, 280.98, 100.14, 100.02), r(87.61, 381.00, 200.16, 200.06)]),
        Case(id: "K18", sized: false, distribution: "equalSpacing", alignment: "fill",
             frames: [r(87.61, 230.95, 200.16, 50.03), r(87.63, 281.01, 200.14, 100.00), r(87.61, 381.01, 200.16, 200.06)]),
        Case(id: "K18", sized: false, distribution: "equalSpacing", alignment: "leading",
             frames: [r(87.61, 230.95, 50.16, 50.03), r(87.63, 281.00, 100.14, 100.01), r(87.61, 381.00, 200.16, 200.07)]),
        Case(id: "K18", sized: false, distribution: "equalSpacing", alignment: "center",
             frames: [r(162.61, 230.95, 50.16, 50.03), r(137.63, 281.00, 100.14, 100.00), r(87.61, 381.00, 200.16, 200.06)]),
        Case(id: "K18", sized: false, distribution: "equalSpacing", alignment: "trailing",
             frames: [r(237.61, 230.95, 50.16, 50.03), r(187.63, 280.98, 100.14, 100.02), r(87.61, 381.00, 200.16, 200.06)]),
        Case(id: "K19", sized: false, distribution: "equalCentering", alignment: "fill",
             frames: [r(87.61, 193.64, 200.16, 50.07), r(87.63, 318.61, 200.14, 100.03), r(87.61, 418.64, 200.16, 200.06)]),
        Case(id: "K19", sized: false, distribution: "equalCentering", alignment: "leading",
             frames: [r(87.61, 193.64, 50.16, 50.07), r(87.63, 318.61, 100.14, 100.03), r(87.61, 418.61, 200.16, 200.09)]),
        Case(id: "K19", sized: false, distribution: "equalCentering", alignment: "center",
             frames: [r(162.61, 193.64, 50.16, 50.07), r(137.63, 318.61, 100.14, 100.03), r(87.61, 418.63, 200.16, 200.07)]),
        Case(id: "K19", sized: false, distribution: "equalCentering", alignment: "trailing",
             frames: [r(237.61, 193.64, 50.16, 50.07), r(187.63, 318.61, 100.14, 100.03), r(87.61, 418.61, 200.16, 200.09)]),
    ]

    private func distribution(_ name: String) -> UIStackView.Distribution {
        switch name {
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: .fill
        }
    }

    private func alignment(_ name: String) -> UIStackView.Alignment {
        switch name {
        case "leading": .leading
        case "center": .center
        case "trailing": .trailing
        default: .fill
        }
    }

    @Test(arguments: cases.indices)
    func theViewsLandOnTheMeasuredFrames(index: Int) {
        let recorded = Self.cases[index]
        let name = "\(recorded.id) \(recorded.sized ? "pinned" : "content-sized") \(recorded.distribution)/\(recorded.alignment)"
        let device = FidelityFixture.device(375, 812, scale: 3, safeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let root = controller.view!
        let views = [Sized(50), Sized(100), Sized(200)]
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.alignment = alignment(recorded.alignment)
        stack.distribution = distribution(recorded.distribution)
        root.addSubview(stack)
        views.forEach(stack.addArrangedSubview)
        if recorded.sized {
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            ])
        } else {
            NSLayoutConstraint.activate([
                stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            ])
        }
        window.layoutIfNeeded()
        for (view, measured) in zip(views, recorded.frames) {
            let frame = stack.convert(view.frame, to: root)
            #expect(isClose(frame, measured, tolerance: 0.5), "\(name): \(frame) measured \(measured)")
        }
        _ = window
    }
}
