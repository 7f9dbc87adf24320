import Foundation
import HeadlessUIKit
import Testing

/// A view pinned, centred and held inside a 200 × 200 view's `layoutMarginsGuide` (margins
/// 10), left-to-right and then forced right-to-left, as iOS rendered it into snapshot images:
/// faberNovel/ADUtils, `ADUtilsTests/LayoutGuideConstraintsTests.swift` and
/// `ADUtilsTests/__Snapshots__/LayoutGuideConstraintsTests/{standardEdgesSpec,directionalEdgesSpec}.*.png`
/// (read at e85b22e192ebffc9fde13e95b0fd3a1f3e87488f; images from 2023-06-23, 2×). The red
/// subview has an intrinsic size of 50 × 50 (or 300 × 300 where it must be squeezed); the
/// library's helpers make plain anchor constraints: a pin is `edge == guide edge ± inset`, a
/// "constrain in" is `top/leading ≥ guide + inset` and `bottom/trailing ≤ guide − inset`. The
/// same images are also produced with the subview pinned to an intermediate `UILayoutGuide`
/// that carries the constraints instead, so every case runs both ways. For the right-to-left
/// images the test sets `semanticContentAttribute = .forceRightToLeft` on the laid-out view and
/// snapshots again. Frames were read off the images to the pixel (1 px = 0.5 pt); a view that
/// overflows the 200 × 200 view is compared on its visible part. Case ids K21 (edges given as
/// left/right) and K22 (leading/trailing, both directions) in docs/research/fidelity-sources.md.
@Suite @MainActor struct MarginsGuidePinFidelityTests {
    private final class Square: UIView {
        let side: CGFloat
        init(_ side: CGFloat) {
            self.side = side
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    }

    /// The anchors a case constrains: the subview's own, or those of a guide the subview fills.
    private struct Item {
        let top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, centerY: NSLayoutYAxisAnchor
        let left: NSLayoutXAxisAnchor, right: NSLayoutXAxisAnchor, leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor
        let centerX: NSLayoutXAxisAnchor, width: NSLayoutDimension, height: NSLayoutDimension
    }

    private struct Case {
        let name: String, side: CGFloat
        let constraints: (Item, UILayoutGuide) -> [NSLayoutConstraint]
        /// Visible frame, left-to-right and (for K22) forced right-to-left.
        let ltr: CGRect, rtl: CGRect?
    }

    private static func with(_ priority: UILayoutPriority, _ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        constraints.forEach { $0.priority = priority }
        return constraints
    }

    private static func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

    /// Insets top 12, left/leading 13, bottom 20, right/trailing 45 for pins; top 10, left 20,
    /// bottom 30, right 40 for "constrain in".
    private static let cases: [Case] = [
        Case(name: "K21 pin all edges", side: 50, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor), s.bottom.constraint(equalTo: g.bottomAnchor),
             s.left.constraint(equalTo: g.leftAnchor), s.right.constraint(equalTo: g.rightAnchor)]
        }, ltr: r(10, 10, 180, 180), rtl: nil),
        Case(name: "K21 pin all edges with insets", side: 50, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor, constant: 12), s.bottom.constraint(equalTo: g.bottomAnchor, constant: -20),
             s.left.constraint(equalTo: g.leftAnchor, constant: 13), s.right.constraint(equalTo: g.rightAnchor, constant: -45)]
        }, ltr: r(23, 22, 122, 148), rtl: nil),
        Case(name: "K21 pin top left", side: 50, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor), s.left.constraint(equalTo: g.leftAnchor)]
        }, ltr: r(10, 10, 50, 50), rtl: nil),
        Case(name: "K21 pin top left with insets", side: 50, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor, constant: 12), s.left.constraint(equalTo: g.leftAnchor, constant: 13)]
        }, ltr: r(23, 22, 50, 50), rtl: nil),
        Case(name: "K21 high-priority pins over low ones", side: 50, constraints: { s, g in
            with(.defaultLow, [s.top.constraint(equalTo: g.topAnchor), s.left.constraint(equalTo: g.leftAnchor)])
                + with(.defaultHigh, [s.top.constraint(equalTo: g.topAnchor, constant: 12), s.left.constraint(equalTo: g.leftAnchor, constant: 13)])
        }, ltr: r(23, 22, 50, 50), rtl: nil),
        Case(name: "K21 centre with a fixed size", side: 50, constraints: { s, g in
            [s.centerX.constraint(equalTo: g.centerXAnchor), s.centerY.constraint(equalTo: g.centerYAnchor),
             s.width.constraint(equalToConstant: 50), s.height.constraint(equalToConstant: 50)]
        }, ltr: r(75, 75, 50, 50), rtl: nil),
        Case(name: "K21 centre X, top and bottom", side: 50, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor), s.bottom.constraint(equalTo: g.bottomAnchor), s.centerX.constraint(equalTo: g.centerXAnchor)]
        }, ltr: r(75, 10, 50, 180), rtl: nil),
        Case(name: "K21 centre Y, left and right", side: 50, constraints: { s, g in
            [s.left.constraint(equalTo: g.leftAnchor), s.right.constraint(equalTo: g.rightAnchor), s.centerY.constraint(equalTo: g.centerYAnchor)]
        }, ltr: r(10, 75, 180, 50), rtl: nil),
        Case(name: "K21 pin bottom left, held in at top right", side: 300, constraints: { s, g in
            [s.bottom.constraint(equalTo: g.bottomAnchor, constant: -30), s.left.constraint(equalTo: g.leftAnchor, constant: 20),
             s.top.constraint(greaterThanOrEqualTo: g.topAnchor, constant: 10), s.right.constraint(lessThanOrEqualTo: g.rightAnchor, constant: -40)]
        }, ltr: r(30, 20, 120, 140), rtl: nil),
        Case(name: "K21 pin top right, held in at bottom left", side: 300, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor, constant: 10), s.right.constraint(equalTo: g.rightAnchor, constant: -40),
             s.bottom.constraint(lessThanOrEqualTo: g.bottomAnchor, constant: -30), s.left.constraint(greaterThanOrEqualTo: g.leftAnchor, constant: 20)]
        }, ltr: r(30, 20, 120, 140), rtl: nil),
        Case(name: "K21 centred and held in", side: 300, constraints: { s, g in
            [s.centerX.constraint(equalTo: g.centerXAnchor), s.centerY.constraint(equalTo: g.centerYAnchor),
             s.top.constraint(greaterThanOrEqualTo: g.topAnchor), s.bottom.constraint(lessThanOrEqualTo: g.bottomAnchor),
             s.left.constraint(greaterThanOrEqualTo: g.leftAnchor), s.right.constraint(lessThanOrEqualTo: g.rightAnchor)]
        }, ltr: r(10, 10, 180, 180), rtl: nil),
        Case(name: "K21 centred, low-priority size, held in by 10", side: 300, constraints: { s, g in
            [s.centerX.constraint(equalTo: g.centerXAnchor), s.centerY.constraint(equalTo: g.centerYAnchor)]
                + with(.defaultLow, [s.width.constraint(equalToConstant: 300), s.height.constraint(equalToConstant: 300)])
                + [s.top.constraint(greaterThanOrEqualTo: g.topAnchor, constant: 10), s.bottom.constraint(lessThanOrEqualTo: g.bottomAnchor, constant: -10),
                   s.left.constraint(greaterThanOrEqualTo: g.leftAnchor, constant: 10), s.right.constraint(lessThanOrEqualTo: g.rightAnchor, constant: -10)]
        }, ltr: r(20, 20, 160, 160), rtl: nil),
        Case(name: "K21 centred, low-priority size, held in on the left only", side: 300, constraints: { s, g in
            [s.centerX.constraint(equalTo: g.centerXAnchor), s.centerY.constraint(equalTo: g.centerYAnchor)]
                + with(.defaultLow, [s.width.constraint(equalToConstant: 300), s.height.constraint(equalToConstant: 300)])
                + [s.left.constraint(greaterThanOrEqualTo: g.leftAnchor)]
        }, ltr: r(10, 0, 180, 200), rtl: nil),
        Case(name: "K22 pin all edges, leading/trailing", side: 50, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor), s.bottom.constraint(equalTo: g.bottomAnchor),
             s.leading.constraint(equalTo: g.leadingAnchor), s.trailing.constraint(equalTo: g.trailingAnchor)]
        }, ltr: r(10, 10, 180, 180), rtl: r(10, 10, 180, 180)),
        Case(name: "K22 pin all edges with insets, leading/trailing", side: 50, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor, constant: 12), s.bottom.constraint(equalTo: g.bottomAnchor, constant: -20),
             s.leading.constraint(equalTo: g.leadingAnchor, constant: 13), s.trailing.constraint(equalTo: g.trailingAnchor, constant: -45)]
        }, ltr: r(23, 22, 122, 148), rtl: r(55, 22, 122, 148)),
        Case(name: "K22 pin top leading", side: 50, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor), s.leading.constraint(equalTo: g.leadingAnchor)]
        }, ltr: r(10, 10, 50, 50), rtl: r(140, 10, 50, 50)),
        Case(name: "K22 pin top leading with insets", side: 50, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor, constant: 12), s.leading.constraint(equalTo: g.leadingAnchor, constant: 13)]
        }, ltr: r(23, 22, 50, 50), rtl: r(127, 22, 50, 50)),
        Case(name: "K22 high-priority leading pins over low ones", side: 50, constraints: { s, g in
            with(.defaultLow, [s.top.constraint(equalTo: g.topAnchor), s.leading.constraint(equalTo: g.leadingAnchor)])
                + with(.defaultHigh, [s.top.constraint(equalTo: g.topAnchor, constant: 12), s.leading.constraint(equalTo: g.leadingAnchor, constant: 13)])
        }, ltr: r(23, 22, 50, 50), rtl: r(127, 22, 50, 50)),
        Case(name: "K22 pin bottom leading, held in at top trailing", side: 300, constraints: { s, g in
            [s.bottom.constraint(equalTo: g.bottomAnchor, constant: -30), s.leading.constraint(equalTo: g.leadingAnchor, constant: 20),
             s.top.constraint(greaterThanOrEqualTo: g.topAnchor, constant: 10), s.trailing.constraint(lessThanOrEqualTo: g.trailingAnchor, constant: -40)]
        }, ltr: r(30, 20, 120, 140), rtl: r(50, 20, 120, 140)),
        Case(name: "K22 pin top trailing, held in at bottom leading", side: 300, constraints: { s, g in
            [s.top.constraint(equalTo: g.topAnchor, constant: 10), s.trailing.constraint(equalTo: g.trailingAnchor, constant: -40),
             s.bottom.constraint(lessThanOrEqualTo: g.bottomAnchor, constant: -30), s.leading.constraint(greaterThanOrEqualTo: g.leadingAnchor, constant: 20)]
        }, ltr: r(30, 20, 120, 140), rtl: r(50, 20, 120, 140)),
        Case(name: "K22 centred, low-priority size, held in at the leading edge", side: 300, constraints: { s, g in
            [s.centerX.constraint(equalTo: g.centerXAnchor), s.centerY.constraint(equalTo: g.centerYAnchor)]
                + with(.defaultLow, [s.width.constraint(equalToConstant: 300), s.height.constraint(equalToConstant: 300)])
                + [s.leading.constraint(greaterThanOrEqualTo: g.leadingAnchor)]
        }, ltr: r(10, 0, 180, 200), rtl: r(10, 0, 180, 200)),
    ]

    /// How many cases there are (the closures keep the table on the main actor).
    nonisolated private static let caseCount = 21

    @Test func everyCaseRuns() {
        #expect(Self.cases.count == Self.caseCount)
    }

    @Test(arguments: 0..<caseCount, [false, true])
    func theSubviewLandsOnTheRenderedFrame(index: Int, throughAGuide: Bool) {
        let recorded = Self.cases[index]
        let name = "\(recorded.name)\(throughAGuide ? " (through a layout guide)" : "")"
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let square = Square(recorded.side)
        view.addSubview(square)
        let item: Item
        if throughAGuide {
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                square.topAnchor.constraint(equalTo: guide.topAnchor), square.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                square.leadingAnchor.constraint(equalTo: guide.leadingAnchor), square.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
            item = Item(top: guide.topAnchor, bottom: guide.bottomAnchor, centerY: guide.centerYAnchor, left: guide.leftAnchor,
                        right: guide.rightAnchor, leading: guide.leadingAnchor, trailing: guide.trailingAnchor,
                        centerX: guide.centerXAnchor, width: guide.widthAnchor, height: guide.heightAnchor)
        } else {
            item = Item(top: square.topAnchor, bottom: square.bottomAnchor, centerY: square.centerYAnchor, left: square.leftAnchor,
                        right: square.rightAnchor, leading: square.leadingAnchor, trailing: square.trailingAnchor,
                        centerX: square.centerXAnchor, width: square.widthAnchor, height: square.heightAnchor)
        }
        NSLayoutConstraint.activate(recorded.constraints(item, view.layoutMarginsGuide))
        view.layoutIfNeeded()
        let ltr = square.frame.intersection(view.bounds)
        #expect(isClose(ltr, recorded.ltr, tolerance: 0.5), "\(name): \(square.frame) rendered \(recorded.ltr)")
        guard let expected = recorded.rtl else { return }
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        let rtl = square.frame.intersection(view.bounds)
        #expect(isClose(rtl, expected, tolerance: 0.5), "\(name), right-to-left: \(square.frame) rendered \(expected)")
    }
}
