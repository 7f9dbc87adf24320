import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §2.7, shown for a top pin constrained horizontally with leading inset 10 and
/// trailing inset 20 in a 400-wide superview.
@Suite @MainActor struct CrossAxisTests {
    static let insets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)

    func pin(_ view: UIView, _ layout: ConstrainedHorizontalLayout, in root: UIView) -> ConstraintsList {
        root.addSubview(view, pinnedTo: .top, horizontally: layout, insets: Self.insets)
    }

    @Test func noneConstrainsNothing() {
        let root = rootView(), view = IntrinsicView(100, 50)
        #expect(pin(view, .none, in: root).all.count == 1)
    }

    @Test func fillPinsBothEdges() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let list = pin(view, .fill, in: root)
        #expect(list.all.prefix(2).map(\.relation) == [.equal, .equal])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 370, height: 50))
    }

    @Test func fillingALayout() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let list = pin(view, .filling(.layoutMargins), in: root)
        #expect(list.leading?.firstItem === root.layoutMarginsGuide)
        root.layoutIfNeeded()
        // Margins 8: x = 8 + 10, width = 384 − 30.
        #expect(view.frame == CGRect(x: 18, y: 0, width: 354, height: 50))
    }

    @Test func centerIgnoresInsetsAndKeepsInside() {
        let root = rootView(), view = IntrinsicView(100, 50)
        let line = #line; let list = root.addSubview(view, pinnedTo: .top, horizontally: .center, insets: Self.insets)
        #expect(list.all.map(fields) == [
            expected(root, .centerX, .equal, view, .centerX, id: id(line, "edge.cross.centerX")),
            expected(root, .leading, .lessThanOrEqual, view, .leading, constant: -10, id: id(line, "edge.cross.leading")),
            expected(root, .trailing, .greaterThanOrEqual, view, .trailing, constant: 20, id: id(line, "edge.cross.trailing")),
            expected(root, .top, .equal, view, .top, id: id(line, "edge.main.top")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 150, y: 0, width: 100, height: 50))
    }

    @Test func centerShrinksAWideView() {
        let root = rootView(), view = IntrinsicView(1000, 50)
        _ = pin(view, .center, in: root)
        root.layoutIfNeeded()
        // Centred at 200 with leading ≥ 10 and trailing ≤ 380: half-width at most 180.
        #expect(view.frame == CGRect(x: 20, y: 0, width: 360, height: 50))
    }

    @Test func overflowDropsTheInequalities() {
        let root = rootView(), view = IntrinsicView(1000, 50)
        #expect(pin(view, .overflow(.center), in: root).all.count == 2)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: -300, y: 0, width: 1000, height: 50))
    }

    @Test func centeredInOneLayoutBetweenAnother() {
        let root = rootView(), other = UIView(), view = IntrinsicView(1000, 50)
        root.addSubview(other, pinnedAt: CGRect(x: 0, y: 100, width: 100, height: 10))
        let list = pin(view, .centered(in: .relative(other), between: .layoutMargins), in: root)
        #expect(list.centerX?.firstItem === other)
        #expect(list.leading?.firstItem === root.layoutMarginsGuide)
        root.layoutIfNeeded()
        // Centre 50, leading ≥ 18: half-width 32.
        #expect(view.frame == CGRect(x: 18, y: 0, width: 64, height: 50))
    }

    @Test func leadingAndTrailing() {
        let root = rootView(), lead = IntrinsicView(100, 50), trail = IntrinsicView(100, 50), wide = IntrinsicView(1000, 50)
        let list = pin(lead, .leading, in: root)
        #expect(list.all.prefix(2).map(\.relation) == [.equal, .greaterThanOrEqual])
        _ = pin(trail, .trailing, in: root)
        _ = pin(wide, .leading(in: .layoutMargins), in: root)
        root.layoutIfNeeded()
        #expect(lead.frame == CGRect(x: 10, y: 0, width: 100, height: 50))
        #expect(trail.frame == CGRect(x: 280, y: 0, width: 100, height: 50))
        #expect(wide.frame == CGRect(x: 18, y: 0, width: 354, height: 50))
    }

    @Test func overflowLeadingKeepsOnlyTheEquality() {
        let root = rootView(), view = IntrinsicView(1000, 50)
        #expect(pin(view, .overflow(.trailing(in: .superview)), in: root).all.count == 2)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: -620, y: 0, width: 1000, height: 50))
    }

    #if !canImport(UIKit)
    // Headless only: it lays out in HeadlessUIKit's device windows (UIWindow(headlessDevice:)).
    @Test func aPinToTheSafeAreaAlsoSpansItsWidth() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .landscape), view = IntrinsicView(100, 50)
        let list = window.addSubview(view, pinnedTo: .top, of: .safeArea)
        #expect(list.leading?.firstItem === window.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        // Landscape safe area (0, 59, 21, 59) of 852 × 393.
        #expect(view.frame == CGRect(x: 59, y: 0, width: 734, height: 50))
    }
    #endif

    @Test func attachedCentresUnderTheSibling() {
        let root = rootView(), sibling = UIView(), view = IntrinsicView(100, 30).disallowHorizontalGrowing(), wide = IntrinsicView(300, 30)
        root.addSubview(sibling, pinnedAt: CGRect(x: 50, y: 10, width: 200, height: 40))
        let line = #line; let list = root.addSubview(view, pinningBelow: sibling, horizontally: .attached(.center), spacing: 5)
        #expect(list.all.map(fields) == [
            expected(sibling, .centerX, .equal, view, .centerX, id: id(line, "edge.cross.centerX")),
            expected(sibling, .leading, .lessThanOrEqual, view, .leading, id: id(line, "edge.cross.leading")),
            expected(sibling, .trailing, .greaterThanOrEqual, view, .trailing, id: id(line, "edge.cross.trailing")),
            expected(sibling, .bottom, .equal, view, .top, constant: -5, id: id(line, "edge.main.top")),
        ])
        root.addSubview(wide, pinningBelow: view, horizontally: .attached(.center))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 100, y: 55, width: 100, height: 30))
        // Kept inside the 100-wide view it hangs from.
        #expect(wide.frame == CGRect(x: 100, y: 85, width: 100, height: 30))
    }

    @Test func attachWithoutLayoutUsesTheDefault() {
        let root = rootView(), sibling = UIView(), view = IntrinsicView(100, 30)
        root.addSubview(sibling, pinnedAt: CGRect(x: 50, y: 10, width: 200, height: 40))
        root.addSubview(view, pinningBelow: sibling, horizontally: .attach)
        root.layoutIfNeeded()
        // The default (.fill) in the sibling.
        #expect(view.frame == CGRect(x: 50, y: 50, width: 200, height: 30))
    }

    @Test func attachedToAGuideOfTheSibling() {
        let root = rootView(), sibling = UIView(), view = UIView()
        root.addSubview(sibling, pinnedAt: CGRect(x: 50, y: 10, width: 200, height: 40))
        let list = root.addSubview(view, pinningBelow: sibling, horizontally: .attached(.filling(.layoutMargins)))
        // `.layoutMargins` resolves against the sibling, the attached target.
        #expect(list.leading?.firstItem === sibling.layoutMarginsGuide)
        view.constrain(height: 5)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 58, y: 50, width: 184, height: 5))
    }
}

extension CrossAxisTests {
    @Test func aGuideOfTheSuperviewSurvivesRetargeting() {
        let root = rootView(), guide = UILayoutGuide(), view = IntrinsicView(10, 10)
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        let list = root.addSubview(view, pinnedTo: .top, of: .guide(guide))
        #expect(list.leading?.firstItem === guide && list.trailing?.firstItem === guide)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 40, width: 100, height: 10))
    }

    @Test func aGuideOfAnotherViewIsNotUsedForTheCrossAxis() {
        let root = rootView(), other = UIView(), guide = UILayoutGuide(), view = IntrinsicView(10, 10)
        root.addSubview(other, pinnedAt: CGRect(x: 30, y: 40, width: 100, height: 10))
        other.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: other.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: other.trailingAnchor),
            guide.topAnchor.constraint(equalTo: other.topAnchor),
            guide.bottomAnchor.constraint(equalTo: other.bottomAnchor),
        ])
        let list = root.addSubview(view, pinnedTo: .top, of: .guide(guide))
        let attached = root.addSubview(IntrinsicView(10, 10), pinnedTo: .bottom, of: .guide(guide), horizontally: .attach)
        // The guide targets `other`, not S: `.fill` uses the default (the superview)…
        #expect(list.leading?.firstItem === root)
        // …and `.attach` retargets to `other`, where the guide survives.
        #expect(attached.leading?.firstItem === guide)
    }
}
