import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// Lays `view` out filling a 400 × 300 root.
@MainActor private func layOut(filling view: UIView) -> UIView {
    let root = rootView()
    root.addSubview(view, filling: .superview)
    root.layoutIfNeeded()
    return root
}

/// convenience-dsl.md §7.1, §7.2.
@Suite @MainActor struct StackHelpersTests {
    @Test func convenienceInitialiserArrangesThenConfigures() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(with: a, b, axis: .horizontal, alignment: .center, distribution: .fillEqually, spacing: 6,
                                insets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.axis == .horizontal && stack.alignment == .center && stack.distribution == .fillEqually)
        #expect(stack.spacing == 6)
        #expect(stack.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(stack.isLayoutMarginsRelativeArrangement && !stack.insetsLayoutMarginsFromSafeArea)

        let plain = UIStackView(with: [a])
        #expect(plain.axis == .vertical && !plain.isLayoutMarginsRelativeArrangement)
    }

    @Test func addAndReallyRemoveArrangedSubviews() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView()
        stack.addArrangedSubviews(a, b)
        stack.addArrangedSubviews([c])
        #expect(stack.arrangedSubviews == [a, b, c])
        stack.reallyRemoveArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, c])
        #expect(b.superview == nil)
    }

    @Test func verticallyStackedWithSpacingAndInsets() {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 30)
        let stack = UIView.verticallyStacked(a, b, spacing: 4, insets: .all(10))
        #expect(stack is AutoHidingStackView)
        #expect(stack.axis == .vertical)
        let root = rootView()
        root.addSubview(stack, filling: .top(.superview, leading: .superview, bottom: .none, trailing: .superview))
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 400, height: 74))
        #expect(a.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
        #expect(b.frame == CGRect(x: 10, y: 34, width: 380, height: 30))
    }

    @Test func horizontallyStackedFillsEqually() {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 30)
        let stack = UIView.horizontallyStacked([a, b], distribution: .fillEqually, spacing: 10)
        #expect(stack.axis == .horizontal)
        _ = layOut(filling: stack)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 195, height: 300))
        #expect(b.frame == CGRect(x: 205, y: 0, width: 195, height: 300))
    }

    @Test func stackedHonoursAlignment() {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 30)
        let stack = UIView.stacked(a, b, axis: .horizontal, alignment: .center, spacing: 5)
        #expect(stack.alignment == .center)
        let root = rootView()
        root.addSubview(stack, filling: .top(.superview, leading: .superview, bottom: .none, trailing: .none))
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 115, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 5, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 55, y: 0, width: 60, height: 30))
    }

    @Test func horizontallyAlignedWrapsInAVerticalStack() {
        let view = IntrinsicView(50, 20)
        let stack = view.horizontally(aligned: .trailing)
        #expect(stack.axis == .vertical && stack.alignment == .trailing)
        _ = layOut(filling: stack)
        #expect(view.frame == CGRect(x: 350, y: 0, width: 50, height: 300))
    }

    @Test func horizontallyCentered() {
        let view = IntrinsicView(50, 20)
        _ = layOut(filling: UIView.horizontallyCentered(view, insets: .all(10)))
        #expect(view.frame == CGRect(x: 175, y: 10, width: 50, height: 280))
    }

    @Test func verticallyAlignedWrapsInAHorizontalStack() {
        let view = IntrinsicView(50, 20)
        let stack = UIView.vertically(view, alignment: .bottom)
        #expect(stack.axis == .horizontal && stack.alignment == .bottom)
        _ = layOut(filling: stack)
        #expect(view.frame == CGRect(x: 0, y: 280, width: 400, height: 20))
    }

    @Test func verticallyCentered() {
        let view = IntrinsicView(50, 20)
        _ = layOut(filling: view.verticallyCentered())
        #expect(view.frame == CGRect(x: 0, y: 140, width: 400, height: 20))
    }

    @Test func alignedInBothAxes() {
        let view = IntrinsicView(50, 20)
        let outer = view.aligned(horizontally: .trailing, vertically: .bottom, insets: .all(10))
        #expect(outer.axis == .horizontal && outer.alignment == .bottom)
        let inner = outer.arrangedSubviews.first as? UIStackView
        #expect(inner?.axis == .vertical && inner?.alignment == .trailing)
        #expect(inner?.arrangedSubviews == [view])
        _ = layOut(filling: outer)
        // The inner stack (with its 10 pt margins) sits at the bottom; the view at its trailing edge.
        #expect(inner?.frame == CGRect(x: 0, y: 260, width: 400, height: 40))
        #expect(view.frame == CGRect(x: 340, y: 10, width: 50, height: 20))
    }

    @Test func centeredInBothAxes() {
        let view = IntrinsicView(50, 20)
        let outer = UIView.centered(view)
        _ = layOut(filling: outer)
        #expect(view.convert(view.bounds, to: outer) == CGRect(x: 175, y: 140, width: 50, height: 20))
    }

    @Test func staticFormsWithOnlyTheViewAreNotAmbiguous() {
        let view = UIView()
        let stacks: [UIStackView] = [
            UIView.centered(view), UIView.horizontallyCentered(view), UIView.verticallyCentered(view), UIView.aligned(view),
        ]
        #expect(stacks.count == 4)
        let scrollViews: [UIScrollView] = [UIView.verticallyScrollable(UIView()), UIView.horizontallyScrollable(UIView())]
        #expect(scrollViews.count == 2)
    }

    @Test func insetted() {
        let view = IntrinsicView(50, 20)
        let stack = view.insetted(by: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(stack.axis == .vertical && stack.alignment == .fill && stack.isLayoutMarginsRelativeArrangement)
        _ = layOut(filling: stack)
        #expect(view.frame == CGRect(x: 2, y: 1, width: 394, height: 296))
    }
}

/// convenience-dsl.md §7.3.
@Suite @MainActor struct StackHelpersAutoHidingTests {
    @Test func hidesWhenNoArrangedSubviewIsVisible() {
        let a = IntrinsicView(50, 20), b = IntrinsicView(50, 30), other = IntrinsicView(50, 40)
        let inner = UIView.verticallyStacked(a, b)
        other.setContentHuggingPriority(.defaultHigh, for: .vertical)
        let outer = UIView.verticallyStacked(inner, other)
        let root = layOut(filling: outer)
        #expect(!inner.isHidden)
        a.isHidden = true
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(inner.isHidden)
        #expect(other.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(!inner.isHidden)
        #expect(other.frame == CGRect(x: 0, y: 260, width: 400, height: 40))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 400, height: 260))
    }

    @Test func emptyStacksStayVisibleAndTheFlagCanBeTurnedOff() {
        let empty = AutoHidingStackView()
        let root = layOut(filling: empty)
        #expect(!empty.isHidden)

        let a = UIView()
        let stack = AutoHidingStackView(with: a)
        stack.automaticallyHidesWhenNotHavingVisibleSubviews = false
        root.addSubview(stack, pinnedTo: .topLeading)
        a.isHidden = true
        root.layoutIfNeeded()
        #expect(!stack.isHidden)
        #expect(AutoHidingStackView.defaultAutomaticallyHidesWhenNotHavingVisibleSubviews)
    }
}

/// convenience-dsl.md §7.4.
@Suite @MainActor struct StackHelpersAutoAdjustingTests {
    #if !canImport(UIKit)
    // Headless only: it lays out in HeadlessUIKit's device windows (UIWindow(headlessDevice:)).
    @Test func verticalStackTurnsHorizontalWhenVerticallyCompact() {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 30)
        let stack = UIView.autoAdjustingVerticallyStacked(a, b, distribution: .equalSpacing, spacing: 8)
        #expect(stack is AutoAdjustingVerticalStackView)
        #expect(stack.axis == .vertical && stack.distribution == .equalSpacing)

        let landscape = UIWindow(headlessDevice: .iPhone15, orientation: .landscape)
        #expect(landscape.traitCollection.verticalSizeClass == .compact)
        landscape.addSubview(stack, filling: .top(.superview, leading: .superview, bottom: .none, trailing: .superview))
        landscape.layoutIfNeeded()
        #expect(stack.axis == .horizontal && stack.distribution == .fillEqually)
        // Two equal widths 8 apart across the 852 pt wide window.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 422, height: 30))
        #expect(b.frame == CGRect(x: 430, y: 0, width: 422, height: 30))

        let portrait = phoneWindow()
        portrait.addSubview(stack, filling: .top(.superview, leading: .superview, bottom: .none, trailing: .superview))
        portrait.layoutIfNeeded()
        #expect(stack.axis == .vertical && stack.distribution == .equalSpacing)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 393, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 28, width: 393, height: 30))
    }
    #endif

    @Test func horizontalStackTurnsVerticalForAccessibilitySizes() {
        let a = IntrinsicView(50, 20), b = IntrinsicView(60, 30)
        let stack = UIView.autoAdjustingHorizontallyStacked([a, b], spacing: 8)
        #expect(stack is AutoAdjustingHorizontalStackView)
        let window = phoneWindow()
        window.addSubview(stack, filling: .top(.superview, leading: .superview, bottom: .none, trailing: .superview))
        window.layoutIfNeeded()
        #expect(stack.axis == .horizontal)

        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        #expect(stack.axis == .vertical)
        #expect(b.frame == CGRect(x: 0, y: 28, width: 393, height: 30))

        window.traitOverrides.preferredContentSizeCategory = .large
        window.layoutIfNeeded()
        #expect(stack.axis == .horizontal)

        // Setting the axis by hand re-applies the rule.
        stack.axis = .vertical
        #expect(stack.axis == .horizontal)
    }
}
