import Foundation
import HeadlessUIKit
import Testing

/// A stack view with no superview, sized by its arranged views alone: nicklockwood/layout,
/// `LayoutTests/StackViewTests.swift`, `testFixedSizeElementsInAutoSizedStack` (stored version at
/// commit c9beb00f024400dd5e092b8f5499f8dc2ad3c27f; the suite runs on an iOS simulator). Its
/// first block builds a plain vertical `UIStackView` of two views constrained to 200 × 100 and
/// 200 × 50, turns off the stack's autoresizing-mask constraints, calls `layoutIfNeeded()` and
/// asserts the stack's `frame.size` equals 200 × 150 (exact). Case id K01 in
/// docs/research/fidelity-sources.md.
///
/// Known disagreement: HeadlessUIKit keeps every hierarchy root's frame at its bounds with
/// required `UIView-Encapsulated-Layout-*` constraints (`LayoutEngine.init`, the model's rule
/// that every hierarchy solves with its root's frame fixed), so a detached stack stays 0 × 0
/// and its views collapse; on iOS a detached view whose autoresizing-mask constraints are off
/// takes the size its constraints give it. `ReparentingTests.aDetachedSubtreeLaysOutOnItsOwn`
/// pins the current rule, so changing it is a model decision, not a fix made here. The
/// arranged views' layout inside a sized stack is covered by K02–K08.
@Suite @MainActor struct StackFittingFidelityTests {
    @Test func aLoneStackTakesTheSizeOfItsViews() {
        let views = [(CGFloat(200), CGFloat(100)), (CGFloat(200), CGFloat(50))].map { width, height in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.widthAnchor.constraint(equalToConstant: width).isActive = true
            view.heightAnchor.constraint(equalToConstant: height).isActive = true
            return view
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.layoutIfNeeded()
        withKnownIssue("a detached root keeps its own frame in HeadlessUIKit") {
            #expect(stack.frame.size == CGSize(width: CGFloat(200), height: 150))
            // Implied by the same layout (not asserted there): the views one above the other.
            #expect(views[1].frame == CGRect(x: CGFloat(0), y: 100, width: 200, height: 50))
        }
    }
}
