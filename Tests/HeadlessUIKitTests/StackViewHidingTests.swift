import Foundation
import HeadlessUIKit
import Testing

/// Hidden arranged subviews collapse (uikit-model.md §8.3): `UISV-hiding` makes them 0 long, and
/// the gap after view i is the spacing only when view i + 1 is visible and some view up to i is.
/// Rows of the 40, 60 and 80 wide fixture views, spacing 10, width from the content.
@Suite @MainActor struct StackViewHidingTests {
    private func row() -> (UIView, UIStackView, [IntrinsicView]) {
        let views = StackFixture.views(for: .horizontal)
        let (root, stack) = StackFixture.freeStack(views, axis: .horizontal)
        return (root, stack, views)
    }

    @Test func hidingTheMiddleViewRemovesOneGap() {
        let (root, stack, views) = row()
        root.layoutIfNeeded()
        views[1].isHidden = true
        #expect(stack.needsUpdateConstraints())
        root.layoutIfNeeded()
        // [40]-(0)-[0]-(10)-[80]
        #expect(views.map(\.frame.minX) == [0, 40, 50])
        #expect(views.map(\.frame.width) == [40, 0, 80])
        #expect(stack.frame.width == 130)
        let hiding = stack.constraints.filter { $0.identifier == "UISV-hiding" }
        #expect(hiding.count == 1)
        #expect(hiding.first?.firstItem === views[1])
        #expect(hiding.first?.firstAttribute == .width)
        #expect(hiding.first?.constant == 0)
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [0, 10])
    }

    @Test func unhidingRestoresTheRow() {
        let (root, stack, views) = row()
        views[1].isHidden = true
        root.layoutIfNeeded()
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 120])
        #expect(views.map(\.frame.width) == [40, 60, 80])
        #expect(stack.frame.width == 200)
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func hidingTheFirstViewStartsAtTheNextOne() {
        let (root, stack, views) = row()
        views[0].isHidden = true
        root.layoutIfNeeded()
        // [0]-(0)-[60]-(10)-[80]
        #expect(views.map(\.frame.minX) == [0, 0, 70])
        #expect(views.map(\.frame.width) == [0, 60, 80])
        #expect(stack.frame.width == 150)
    }

    @Test func hidingTheLastViewEndsAtThePreviousOne() {
        let (root, stack, views) = row()
        views[2].isHidden = true
        root.layoutIfNeeded()
        // [40]-(10)-[60]-(0)-[0]
        #expect(views.map(\.frame.minX) == [0, 50, 110])
        #expect(views.map(\.frame.width) == [40, 60, 0])
        #expect(stack.frame.width == 110)
        // Fill alignment follows the visible views' heights: the hidden 40-high view still
        // fills, and the others stretch to it.
        #expect(stack.frame.height == 40)
    }

    @Test func hidingEveryViewCollapsesTheStack() {
        let (root, stack, views) = row()
        for view in views { view.isHidden = true }
        root.layoutIfNeeded()
        #expect(stack.frame.width == 0)
        #expect(views.map(\.frame.width) == [0, 0, 0])
    }

    @Test func customSpacingOfAHiddenViewsNeighbourGoes() {
        // Custom 30 after the first view only applies while the second is visible.
        let (root, stack, views) = row()
        stack.setCustomSpacing(30, after: views[0])
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 40, 50])
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 70, 140])
    }

    @Test func hiddenViewInAnEqualDistributionIsSkipped() {
        // Fill equally in 290 with the middle view hidden: two views share 290 − 10 = 280.
        let (root, _, views) = StackFixture.fixedStack(axis: .horizontal, distribution: .fillEqually, length: 290)
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 140, 150])
        #expect(views.map(\.frame.width) == [140, 0, 140])
    }

    @Test func hiddenViewWithARequiredWidthConflicts() {
        // The app's required width clashes with UISV-hiding; the app's constraint is broken.
        let (root, _, views) = row()
        let width = views[1].widthAnchor.constraint(equalToConstant: 60)
        width.isActive = true
        views[1].isHidden = true
        let log = HeadlessLog.capture { root.layoutIfNeeded() }
        #expect(log.count == 1)
        #expect(log.first?.message.contains("'UISV-hiding'") == true)
        #expect(log.first?.message.contains("Will attempt to recover by breaking constraint \n\(width.description)") == true)
        #expect(views[1].frame.width == 0)
        #expect(width.isActive)
    }
}
