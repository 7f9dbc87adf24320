import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §4: V first; constants, `SizeConstrain`, layouts resolved in S, ranges,
/// aspect ratios and removal. Every helper returns the view.
@Suite @MainActor struct SizeConstraintTests {
    @Test func constants() {
        let root = rootView(), view = UIView()
        root.addSubview(view, pinnedTo: .topLeading)
        let line = #line; let same = view.constrain(width: 100, height: 20)
        #expect(same === view)
        #expect(view.constraints.map(fields) == [
            expected(view, .width, .equal, nil, constant: 100, id: id(line, "size.width")),
            expected(view, .height, .equal, nil, constant: 20, id: id(line, "size.height")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func prioritiesAreHonoured() {
        let view = UIView()
        view.constrain(size: CGSize(width: 100, height: 20), priority: .defaultLow)
        view.constrain(widthAndHeight: 44, priority: .defaultHigh)
        #expect(view.constraints.map(\.priority) == [.defaultLow, .defaultLow, .defaultHigh, .defaultHigh])
        #expect(view.constraints.map(\.constant) == [100, 20, 44, 44])
        #expect(view.constraints.map(\.firstAttribute) == [.width, .height, .width, .height])
    }

    @Test func sizeConstrainRelations() {
        let view = UIView()
        view.constrain(width: .atMost(100)).constrain(width: .atLeast(50)).constrain(width: .exactly(100, multiplier: 2, constant: 5))
        #expect(view.constraints.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual, .equal])
        #expect(view.constraints.map(\.constant) == [100, 50, 205])
        view.constrain(widthAndHeight: .atLeast(7, priority: .defaultLow))
        #expect(view.constraints.suffix(2).map(\.firstAttribute) == [.width, .height])
        #expect(view.constraints.suffix(2).allSatisfy { $0.priority == .defaultLow && $0.constant == 7 })
    }

    @Test func sizeConstrainOfASizeKeepsMultiplierAndConstant() {
        let view = UIView()
        view.constrain(size: .atMost(CGSize(width: 10, height: 20), priority: .defaultLow, multiplier: 2, constant: 1))
        #expect(view.constraints.map(\.constant) == [21, 41])
        #expect(view.constraints.allSatisfy { $0.relation == .lessThanOrEqual && $0.priority == .defaultLow })
    }

    @Test func relativeToLayouts() {
        let root = rootView(), other = UIView(), view = UIView()
        root.addSubview(other, pinnedAt: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.addSubview(view, pinnedTo: .bottomTrailing)
        let line = #line; view.constrain(width: .exactly(.relative(other)), height: .atLeast(.safeAreaOf(other)))
        let made = root.constraints.filter { $0.firstItem === view && ($0.firstAttribute == .width || $0.firstAttribute == .height) }
        #expect(made.map(fields) == [
            expected(view, .width, .equal, other, .width, id: id(line, "size.width")),
            expected(view, .height, .greaterThanOrEqual, other.safeAreaLayoutGuide, .height, id: id(line, "size.height")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 280, y: 220, width: 120, height: 80))
    }

    @Test func shorthandsForViews() {
        let root = rootView(), other = UIView(), view = UIView()
        root.addSubview(other, pinnedAt: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.addSubview(view, pinnedTo: .bottomTrailing)
        view.constrain(width: .exactly(as: other), height: .atLeast(halfOf: other))
        view.constrain(width: .atMost(sameAs: other, multiplier: 3), height: .exactly(as: other, multipliedBy: 0.25, constant: 42))
        let made = root.constraints.filter { $0.firstItem === view && $0.secondItem === other }
        #expect(made.map(\.multiplier) == [1, 0.5, 3, 0.25])
        #expect(made.map(\.relation) == [.equal, .greaterThanOrEqual, .lessThanOrEqual, .equal])
        #expect(made.map(\.constant) == [0, 0, 0, 42])
        root.layoutIfNeeded()
        // Width 120 (at most 360); height 80 × 0.25 + 42 = 62 (at least 40).
        #expect(view.frame == CGRect(x: 280, y: 238, width: 120, height: 62))
    }

    @Test func unqualifiedLayoutsResolveAgainstTheSuperview() {
        let root = rootView(), view = UIView()
        root.addSubview(view, pinnedTo: .topLeading)
        view.constrain(width: .exactly(.superview, multipliedBy: 0.2), height: .exactly(halfOf: .superview, constant: 1))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 80, height: 151))
    }

    @Test func closedRanges() {
        let view = UIView()
        let line = #line; view.constrain(heightBetween: 10...20)
        #expect(view.constraints.map(fields) == [
            expected(view, .height, .greaterThanOrEqual, nil, constant: 10, id: id(line, "sizeRange.lower.height")),
            expected(view, .height, .lessThanOrEqual, nil, constant: 20, id: id(line, "sizeRange.upper.height")),
        ])
    }

    @Test func halfOpenRangesEndOnePixelEarlier() {
        let window = phoneWindow(), view = IntrinsicView(100, 10)
        window.addSubview(view, pinnedTo: .topLeading)
        view.constrain(widthBetween: 10..<20)
        // The iPhone 15 is @3x.
        #expect(view.constraints.map(\.constant) == [10, 20 - 1.0 / 3] as [CGFloat])
        window.layoutIfNeeded()
        #expect(view.frame.width == 20 - 1.0 / 3)
    }

    @Test func aspectRatios() {
        let root = rootView(), view = UIView(), other = UIView()
        root.addSubview(view, pinnedTo: .topLeading)
        root.addSubview(other, pinnedTo: .bottomLeading)
        let line = #line; view.constrain(height: 50).constrainAspectRatio(2.0)
        other.constrain(width: 60).constrainAspectRatio(for: CGSize(width: 200, height: 100), priority: .defaultHigh)
        #expect(fields(view.constraints.last) == expected(view, .width, .equal, view, .height, multiplier: 2, id: id(line, "aspect.width")))
        #expect(other.constraints.last?.multiplier == 2 && other.constraints.last?.priority == .defaultHigh)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(other.frame == CGRect(x: 0, y: 270, width: 60, height: 30))
    }

    @Test func removingWidthConstraints() {
        let root = rootView(), other = UIView(), view = IntrinsicView(30, 30), child = UIView()
        root.addSubview(other, pinnedAt: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view, pinnedTo: .center)
        view.addSubview(child, pinnedTo: .center)
        view.constrain(width: 100).constrainAspectRatio(1).constrain(width: .atMost(as: other))
        child.constrain(width: 5, height: 5)
        let kept = view.constraints.filter { $0.firstAttribute == .height }
        #expect(view.removeWidthConstraints() === view)
        #expect(view.constraints.filter { $0.firstItem === view && $0.firstAttribute == .width }.isEmpty)
        #expect(root.constraints.filter { $0.firstItem === view && $0.firstAttribute == .width }.isEmpty)
        #expect(child.constraints.count == 2 && kept.allSatisfy(\.isActive))
        view.constrain(width: 40)
        root.layoutIfNeeded()
        // The intrinsic height (30) is untouched.
        #expect(view.frame.size == CGSize(width: 40, height: 30))
    }

    @Test func removingHeightAndSizeConstraints() {
        let root = rootView(), view = IntrinsicView(30, 30)
        root.addSubview(view, pinnedTo: .center)
        view.constrain(width: 100, height: 100)
        view.removeHeightConstraints().constrain(height: 20)
        #expect(view.constraints.map(\.constant) == [100, 20])
        view.removeSizeConstraints().constrain(size: CGSize(width: 50, height: 60))
        #expect(view.constraints.map(\.constant) == [50, 60])
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 50, height: 60))
    }
}
