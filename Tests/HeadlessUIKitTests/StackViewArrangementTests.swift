import Foundation
import HeadlessUIKit
import Testing

/// The arranged-subviews list, margin-relative arrangement, nested stacks and the generated
/// constraints themselves (uikit-model.md §8.1–8.2, §8.4).
@Suite @MainActor struct StackViewArrangementTests {
    @Test func defaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test func arrangedSubviewsAreSubviewsWithoutAutoresizing() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        // Subview order is not arrangement order.
        #expect(stack.subviews == [a, b, c])
        // Moving an arranged view changes only the arrangement.
        stack.insertArrangedSubview(c, at: 2)
        #expect(stack.arrangedSubviews == [a, b, c])
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b, c, a])
        #expect(stack.subviews == [a, b, c])
    }

    @Test func outOfRangeInsertionIsLogged() {
        let stack = UIStackView(arrangedSubviews: [UIView()])
        let view = UIView()
        let log = HeadlessLog.capture { stack.insertArrangedSubview(view, at: 3) }
        #expect(log.map(\.category) == [.exception])
        #expect(stack.arrangedSubviews.count == 1)
        #expect(view.superview == nil)
    }

    @Test func removingFromTheSuperviewLeavesTheArrangement() {
        let views = StackFixture.views(for: .horizontal)
        let (root, stack) = StackFixture.freeStack(views, axis: .horizontal)
        root.layoutIfNeeded()
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews == [views[0], views[2]])
        #expect(!stack.constraints.contains { $0.mentions(views[1]) })
        root.layoutIfNeeded()
        #expect(views[2].frame.minX == 50)
        #expect(stack.frame.width == 130)
        // Moving a view into another stack takes it out of the first.
        let other = UIStackView()
        other.addArrangedSubview(views[0])
        #expect(stack.arrangedSubviews == [views[2]])
        #expect(other.arrangedSubviews == [views[0]])
    }

    @Test func marginsRelativeArrangement() {
        // 300 × 100 with margins 10 (top, bottom) and 20 (left, right): the canvas is 260 × 80,
        // filled equally: (260 − 20) / 3 = 80 each, from x = 20.
        let (root, stack, views) = StackFixture.fixedStack(axis: .horizontal, distribution: .fillEqually, length: 300)
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 20, y: 10, width: 80, height: 80), CGRect(x: 110, y: 10, width: 80, height: 80),
            CGRect(x: 200, y: 10, width: 80, height: 80),
        ])
        // Turning it off fills the bounds again: (300 − 20) / 3 is not whole, so use the edges.
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(views[0].frame.minX == 0)
        #expect(views[2].frame.maxX == 300)
        #expect(views[0].frame.height == 100)
    }

    @Test func marginsRelativeStackSizesToContentPlusMargins() {
        // A column of 40- and 60-high views, 8 apart, margins 12 on every edge: width 12 + 30 +
        // 12 (the widest view, fill alignment), height 12 + 40 + 8 + 60 + 12.
        let views = [IntrinsicView(20, 40), IntrinsicView(30, 60)]
        let (root, stack) = StackFixture.freeStack(views, axis: .vertical, spacing: 8)
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 54, height: 132))
        #expect(views.map(\.frame) == [CGRect(x: 12, y: 12, width: 30, height: 40), CGRect(x: 12, y: 60, width: 30, height: 60)])
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 54, height: 132))
    }

    @Test func nestedStacks() {
        // Inner row: 40×20 and 60×30, 10 apart, centred: 110 × 30 (the spanner wraps the
        // tallest view). Outer column, leading, 8 apart: the row, then a 100×50 view at y = 38.
        // The outer column is as wide as its widest view, 110, and 30 + 8 + 50 = 88 high.
        let a = IntrinsicView(40, 20), b = IntrinsicView(60, 30), d = IntrinsicView(100, 50)
        let inner = UIStackView(arrangedSubviews: [a, b])
        inner.spacing = 10
        inner.alignment = .center
        let (root, outer) = StackFixture.freeStack([inner, d], axis: .vertical, spacing: 8)
        outer.alignment = .leading
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 0, y: 0, width: 110, height: 88))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 110, height: 30))
        #expect(d.frame == CGRect(x: 0, y: 38, width: 100, height: 50))
        #expect(a.frame == CGRect(x: 0, y: 5, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 30))
        // A column's baseline views are its first and last views, asked again.
        #expect(outer.forFirstBaselineLayout === b)
        #expect(outer.forLastBaselineLayout === d)
        // Hiding the inner stack collapses it like any arranged view.
        inner.isHidden = true
        root.layoutIfNeeded()
        #expect(inner.frame.height == 0)
        #expect(d.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(outer.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func fittingSizeBeforeTheFirstPass() {
        // The arrangement is built by `updateConstraints()`; fitting runs it first, as in UIKit.
        let stack = UIStackView(arrangedSubviews: StackFixture.views(for: .vertical))
        stack.axis = .vertical
        stack.spacing = 5
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 40, height: 190))
    }

    @Test func generatedConstraintsOfARowAlignedToTheTop() {
        let views = StackFixture.views(for: .horizontal)
        let (root, stack) = StackFixture.freeStack(views, axis: .horizontal)
        stack.alignment = .top
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect(Set(stack.constraintIdentifiers) == [
            "UISV-canvas-connection", "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-fit",
            "UISV-ambiguity-suppression", "UISV-spacing", "UISV-distributing-edge", "UISV-fill-equally",
        ])
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner", "UISV-distributing", "UISV-distributing"])
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual])
        let boundaries = stack.constraints.filter { $0.identifier == "UISV-spanning-boundary" }
        #expect(boundaries.map(\.priority.rawValue) == [999.5, 1000, 999.5, 1000, 999.5, 1000])
        #expect(stack.constraints.first { $0.identifier == "UISV-spanning-fit" }?.priority == UILayoutPriority(51))
        #expect(stack.constraints.filter { $0.identifier == "UISV-ambiguity-suppression" }.allSatisfy { $0.priority == UILayoutPriority(25) })
        // Descriptions print UIKit's class name.
        #expect(spacing[0].description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(spacing[0].description.contains("'UISV-spacing'"))
        // Back to fill: the spanner and the gap guides go.
        stack.alignment = .fill
        stack.distribution = .fill
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.isEmpty)
        #expect(Set(stack.constraintIdentifiers) == ["UISV-canvas-connection", "UISV-alignment", "UISV-spacing"])
    }

    @Test func proportionalConstraintsFollowIntrinsicSizes() {
        let (root, stack, views) = StackFixture.fixedStack(axis: .horizontal, distribution: .fillProportionally, length: 290)
        root.layoutIfNeeded()
        let proportional = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(proportional.map(\.multiplier) == [0.2, 0.3, 0.4])
        #expect(proportional.map(\.priority.rawValue) == [999, 998, 997])
        // The first view grows to 60: total 220, multipliers 60/220, 60/220, 80/220 of 290.
        views[0].size.width = 60
        root.layoutIfNeeded()
        let updated = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        let multipliers: [CGFloat] = [60 / 220, 60 / 220, 80 / 220]
        #expect(updated.map(\.multiplier) == multipliers)
        // 290 × 60/220 = 79.09, on the @3x grid 79 (237.27 pixels round to 237); likewise the
        // second view ends at 79.09 + 10 + 79.09 = 168.18 → 168.333 (504.55 → 505 pixels).
        #expect(views[0].frame.width == 79)
        #expect(views[1].frame.maxX == CGFloat(505) / 3)
    }

    @Test func centredSingleViewHasNoSpanner() {
        let view = IntrinsicView(40, 20)
        let root = rootView(300, 300)
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        stack.alignment = .center
        stack.addArrangedSubview(view)
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 40, width: 40, height: 20))
        #expect(stack.layoutGuides.isEmpty)
        #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-fit" && $0.priority == UILayoutPriority(49) })
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint names `view` as one of its items.
    func mentions(_ view: UIView) -> Bool {
        firstItem === view || secondItem === view
    }
}
