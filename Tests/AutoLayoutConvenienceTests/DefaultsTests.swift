import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §1.5: sentinels resolve at creation against the innermost `UIView.with`.
@Suite @MainActor struct DefaultsTests {
    @Test func sentinelsAreNonFinite() {
        #expect(UIView.Default.spacing == .infinity)
        #expect(UIView.Default.insets == .all(.infinity))
        // Arithmetic keeps a sentinel a sentinel.
        #expect(!UIView.Default.insets.multiply(2).top.isFinite)
    }

    @Test func defaultAnchorable() {
        let window = phoneWindow(), inside = UIView(), outside = UIView()
        UIView.with(.safeArea) { window.addSubview(inside, filling: .default) }
        window.addSubview(outside, filling: .default)
        window.layoutIfNeeded()
        #expect(inside.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(outside.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func insetsResolvePerEdge() {
        let root = rootView(), a = UIView(), b = UIView(), c = UIView()
        UIView.with(insets: .all(5)) {
            root.addSubview(a, filling: .superview)
            root.addSubview(b, filling: .superview, insets: UIView.Default.insets.with(top: 8))
            root.with(insets: UIView.Default.insets.with(leading: 1)) { root.addSubview(c, filling: .superview) }
        }
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 5, y: 5, width: 390, height: 290))
        #expect(b.frame == CGRect(x: 5, y: 8, width: 390, height: 287))
        // The inner block sets leading only; the other edges come from the outer block.
        #expect(c.frame == CGRect(x: 1, y: 5, width: 394, height: 290))
    }

    @Test func spacingDefault() {
        let root = rootView(), a = IntrinsicView(10, 10), b = IntrinsicView(10, 10)
        UIView.with(spacing: 12) { root.addSubview(a, pinnedTo: .top) }
        root.addSubview(b, pinnedTo: .bottom)
        root.layoutIfNeeded()
        #expect(a.frame.minY == 12)
        #expect(b.frame.maxY == 300)
    }

    @Test func defaultCrossAxisLayout() {
        let root = rootView(), view = IntrinsicView(100, 10), vertical = IntrinsicView(10, 100)
        UIView.with(horizontally: .center, vertically: .bottom) {
            root.addSubview(view, pinnedTo: .top)
            root.addSubview(vertical, pinnedTo: .leading)
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 150, y: 0, width: 100, height: 10))
        #expect(vertical.frame == CGRect(x: 0, y: 200, width: 10, height: 100))
    }

    @Test func overflowOfTheDefaultStaysUnconstrained() {
        let root = rootView(), view = IntrinsicView(100, 10)
        var list: ConstraintsList?
        UIView.with(horizontally: .leading) { list = root.addSubview(view, pinnedTo: .top, horizontally: .overflow(.default)) }
        // Decision (b): the leading equality without the trailing inequality.
        #expect(list?.all.map(\.firstAttribute) == [.leading, .top])
    }

    @Test func pushedOverflowLayoutsAreKept() {
        let root = rootView(), view = IntrinsicView(100, 10)
        var list: ConstraintsList?
        UIView.with(horizontally: .overflow(.center)) { list = root.addSubview(view, pinnedTo: .top) }
        // Decision (a): the pushed overflow layout is used as given.
        #expect(list?.all.map(\.firstAttribute) == [.centerX, .top])
    }

    @Test func attachUsesTheInnermostNonAttachedDefault() {
        let root = rootView(), sibling = UIView(), view = IntrinsicView(50, 10).disallowHorizontalGrowing()
        root.addSubview(sibling, pinnedAt: CGRect(x: 100, y: 0, width: 200, height: 20))
        UIView.with(horizontally: .center) {
            UIView.with(horizontally: .attach) { root.addSubview(view, pinningBelow: sibling) }
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 175, y: 20, width: 50, height: 10))
    }

    @Test func nanInsetsAndSpacingAreReportedAndDefaulted() {
        let root = rootView(), view = IntrinsicView(10, 10)
        let reported = diagnostics {
            root.addSubview(view, pinnedTo: .top, insets: NSDirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0), spacing: .nan)
        }
        #expect(reported.map(\.kind) == [.invalidArgument, .invalidArgument])
        root.layoutIfNeeded()
        #expect(view.frame.minY == 0)
    }
}
