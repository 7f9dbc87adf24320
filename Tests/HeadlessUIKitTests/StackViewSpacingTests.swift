import Foundation
import HeadlessUIKit
import Testing

/// `spacing`, system spacing and custom spacing (uikit-model.md §8.1, §8.3). Rows of the 40, 60
/// and 80 wide fixture views in a stack whose width comes from its content.
@Suite @MainActor struct StackViewSpacingTests {
    private func row(spacing: CGFloat) -> (UIView, UIStackView, [IntrinsicView]) {
        let views = StackFixture.views(for: .horizontal)
        let (root, stack) = StackFixture.freeStack(views, axis: .horizontal, spacing: spacing)
        return (root, stack, views)
    }

    @Test func spacingIsExactForFill() {
        let (root, stack, views) = row(spacing: 12)
        root.layoutIfNeeded()
        // 40 + 12 + 60 + 12 + 80; fill alignment: every view as tall as the tallest, 40.
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 204, height: 40))
        #expect(views.map(\.frame.minX) == [0, 52, 124])
        #expect(views.map(\.frame.height) == [40, 40, 40])
    }

    @Test func systemSpacingIsEightPoints() {
        let (root, stack, views) = row(spacing: UIStackView.spacingUseSystem)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 48, 116])
        #expect(stack.frame.width == 196)
    }

    @Test func defaultSpacingTokenAsSpacingMeansZero() {
        let (root, _, views) = row(spacing: UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 40, 100])
    }

    @Test func negativeSpacingOverlaps() {
        let (root, _, views) = row(spacing: -5)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 35, 90])
    }

    @Test func customSpacingAfterAView() {
        let (root, stack, views) = row(spacing: 10)
        stack.setCustomSpacing(20, after: views[0])
        root.layoutIfNeeded()
        // 40 + 20 + 60 + 10 + 80.
        #expect(views.map(\.frame.minX) == [0, 60, 130])
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        // The system token after the second view: 8.
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 128])
        // The default token reverts to `spacing`.
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 118])
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }

    @Test func customSpacingIsIgnoredForOtherViewsAndDroppedOnRemoval() {
        let (root, stack, views) = row(spacing: 10)
        let stranger = UIView()
        stack.setCustomSpacing(30, after: stranger)
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[1])
        stack.removeArrangedSubview(views[1])
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        // Still a subview, no longer arranged: the row is 40 + 10 + 80.
        #expect(views[1].superview === stack)
        root.layoutIfNeeded()
        #expect(stack.frame.width == 130)
        #expect(views[2].frame.minX == 50)
    }

    @Test func changingSpacingMovesConstantsOfTheSameConstraints() {
        let (root, stack, views) = row(spacing: 10)
        root.layoutIfNeeded()
        let before = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(before.map(\.constant) == [10, 10])
        stack.spacing = 4
        root.layoutIfNeeded()
        let after = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(after.count == 2)
        #expect(zip(before, after).allSatisfy { $0 === $1 })
        #expect(after.map(\.constant) == [4, 4])
        #expect(views.map(\.frame.minX) == [0, 44, 108])
    }

    @Test func equalSpacingKeepsSpacingAsTheMinimum() {
        // 200 of content in 180: gaps may not shrink below 10, so the views are compressed
        // (the last resists least, 749) rather than the gaps.
        let (root, _, views) = StackFixture.fixedStack(axis: .horizontal, distribution: .equalSpacing, length: 180)
        views[2].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 120])
        #expect(views.map(\.frame.width) == [40, 60, 60])
    }
}
