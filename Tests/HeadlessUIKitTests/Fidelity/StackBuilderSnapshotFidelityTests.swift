import Foundation
import HeadlessUIKit
import Testing

/// Two-view stacks whose frames iOS rendered into snapshot images: faberNovel/ADUtils,
/// `ADUtilsTests/StackViewBuilderTests.swift` and its reference images
/// `ADUtilsTests/__Snapshots__/StackViewBuilderTests/spec.{H,V}StackView{Default,Custom}.png`
/// (commit e85b22e192ebffc9fde13e95b0fd3a1f3e87488f; images last re-recorded in bd8b6e18,
/// 2023-06-23, on a 2× simulator). The library's `HStackView`/`VStackView` builders return a plain
/// `UIStackView`; the test gives the stack a frame of 100 × 50 (horizontal) or 50 × 100
/// (vertical) by hand and snapshots it. The views are flat red and green, so each frame was read
/// off the image to the pixel (1 px = 0.5 pt). Case ids K02–K05 in
/// docs/research/fidelity-sources.md.
@Suite @MainActor struct StackBuilderSnapshotFidelityTests {
    private func colored() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    private func stack(_ axis: NSLayoutConstraint.Axis, _ views: [UIView], size: CGSize,
                       spacing: CGFloat = 0, alignment: UIStackView.Alignment = .fill,
                       distribution: UIStackView.Distribution = .fill) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.alignment = alignment
        stack.distribution = distribution
        stack.frame = CGRect(origin: .zero, size: size)
        stack.layoutIfNeeded()
        return stack
    }

    @Test func aDefaultRowGivesTheUnsizedViewTheRest() {
        // K02: green is 20 wide; red (no size) takes the other 80 of the 100-point row.
        let red = colored(), green = colored()
        green.widthAnchor.constraint(equalToConstant: 20).isActive = true
        _ = stack(.horizontal, [red, green], size: CGSize(width: 100, height: 50))
        #expect(red.frame == CGRect(x: CGFloat(0), y: 0, width: 80, height: 50))
        #expect(green.frame == CGRect(x: CGFloat(80), y: 0, width: 20, height: 50))
    }

    @Test func aDefaultColumnGivesTheUnsizedViewTheRest() {
        // K03: the same in a 50 × 100 column; green is 20 high.
        let red = colored(), green = colored()
        green.heightAnchor.constraint(equalToConstant: 20).isActive = true
        _ = stack(.vertical, [red, green], size: CGSize(width: 50, height: 100))
        #expect(red.frame == CGRect(x: CGFloat(0), y: 0, width: 50, height: 80))
        #expect(green.frame == CGRect(x: CGFloat(0), y: 80, width: 50, height: 20))
    }

    @Test func anEqualRowCentresViewsOfAFixedHeight() {
        // K04: fill equally with spacing 10 and centre alignment; both views 40 high →
        // (0 5; 45 40) and (55 5; 45 40).
        let red = colored(), green = colored()
        for view in [red, green] { view.heightAnchor.constraint(equalToConstant: 40).isActive = true }
        _ = stack(.horizontal, [red, green], size: CGSize(width: 100, height: 50), spacing: 10, alignment: .center, distribution: .fillEqually)
        #expect(red.frame == CGRect(x: CGFloat(0), y: 5, width: 45, height: 40))
        #expect(green.frame == CGRect(x: CGFloat(55), y: 5, width: 45, height: 40))
    }

    @Test func anEqualColumnCentresViewsOfAFixedWidth() {
        // K05: the vertical twin: (5 0; 40 45) and (5 55; 40 45).
        let red = colored(), green = colored()
        for view in [red, green] { view.widthAnchor.constraint(equalToConstant: 40).isActive = true }
        _ = stack(.vertical, [red, green], size: CGSize(width: 50, height: 100), spacing: 10, alignment: .center, distribution: .fillEqually)
        #expect(red.frame == CGRect(x: CGFloat(5), y: 0, width: 40, height: 45))
        #expect(green.frame == CGRect(x: CGFloat(5), y: 55, width: 40, height: 45))
    }
}
