import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// The README examples of convenience-dsl.md §13 (C1–C32), written as the README writes them
/// (typos fixed as §13 says) inside a `UIView` subclass. The screen fills an iPhone SE window in
/// portrait: 375 × 667 @2x, safe area (0, 20, 375, 647), margins 8 inside the safe area, so the
/// margins and readable content guides are (8, 28, 359, 631).
final class ReadmeScreen: UIView {
    let anotherView = UIView()
    let siblingView = UIView()

    func c1(view: UIView, subview: UIView) { view.addSubview(subview, filling: .safeArea, insets: .all(8)) }
    func c2(subview: UIView) { addSubview(subview, filling: .layoutMargins(anotherView)) }
    func c3(subview: UIView) { addSubview(subview, filling: .horizontally(.superview, vertically: .safeArea)) }
    func c4(subview: UIView) { addSubview(subview, filling: .horizontally(.superview, vertically: .top(.safeArea, bottom: .superview))) }
    func c5(subview: UIView) { addSubview(subview, filling: .top(.safeArea, leading: .safeArea, bottom: .layoutMargins, trailing: .readableContent)) }
    func c6(subview: UIView) { addSubview(subview, fillingAtMost: .safeArea, insets: .all(8), pinnedTo: .center) }
    func c7(subview: UIView) { addSubview(subview, fillingAtMost: .safeArea, insets: .all(8), pinning: .topLeading, to: .center) }
    func c8(subview: UIView) { addSubview(subview, centeredIn: .layoutMargins, offset: CGPoint(x: 4, y: 0)) }
    func c9(subview: UIView) { addSubview(subview, centeredIn: .x(.superview, y: .safeAreaOf(anotherView))) }
    func c10(subview: UIView) { addSubview(subview, pinnedTo: .topCenter, of: .superview, offset: CGPoint(x: 4, y: 0)) }
    func c11(subview: UIView) { addSubview(subview, pinnedTo: .bottomLeading, of: .relative(anotherView)) }
    func c12(subview: UIView) { addSubview(subview, pinning: .center, to: .topLeading, of: .superview) }
    func c13a(subview: UIView) { addSubview(subview, pinnedAt: CGRect(x: 10, y: 20, width: 100, height: 40)) }
    func c13b(subview: UIView) { addSubview(subview, pinnedAt: CGRect(x: 10, y: 20, width: 100, height: 40), in: .relative(anotherView)) }
    func c14a(subview: UIView) { addSubview(subview, pinnedAt: CGPoint(x: 20, y: 10)) }
    func c14b(subview: UIView) { addSubview(subview, pinnedAt: CGPoint(x: 20, y: 10), in: .safeArea) }
    func c15(subview: UIView) { addSubview(subview, pinnedTo: .top, of: .superview, horizontally: .center, spacing: 4) }
    func c16(subview: UIView) { addSubview(subview, pinnedTo: .leading, of: .superview, vertically: .top, insets: .all(10)) }
    func c17(subview: UIView) { addSubview(subview, pinningBelow: siblingView, horizontally: .attached(.center)) }
    func c18(subview: UIView) { addSubview(subview, fillingRemainingSpaceBelow: siblingView) }
    func c19(_ viewA: UIView, _ viewB: UIView, _ viewC: UIView, _ viewD: UIView) {
        addSubviewsVertically(viewA, viewB, viewC, viewD, horizontally: .center, insets: .all(40), spacing: 8)
    }
    func c20(_ viewA: UIView, _ viewB: UIView, _ viewC: UIView, _ viewD: UIView) {
        addSubviewsVertically(viewA, viewB, viewC, viewD, in: .safeArea)
    }
    func c21(_ viewA: UIView, _ viewB: UIView, _ viewC: UIView, _ viewD: UIView) {
        addSubviewsHorizontally(viewA, viewB, viewC, viewD, vertically: .center, insets: .all(40), spacing: 8)
    }
    func c22(subview: UIView) { addSubview(subview, aligningVerticallyTo: .top) }
    func c23(subview: UIView) { addSubview(subview, aligningHorizontallyTo: .center(in: .layoutMargins)) }
    func c24(subview: UIView) { addSubview(subview, aligningVerticallyTo: .bottom, horizontally: .center, insets: .all(10)) }
    func c25(view: UIView) {
        view.constrain(width: 100)
        view.constrain(height: 20)
        view.constrain(width: 100, height: 20)
        view.constrain(size: CGSize(width: 100, height: 20))
    }
    func c26(view: UIView) {
        view.constrain(width: .atMost(100))
        view.constrain(width: .atLeast(50))
        view.constrain(width: .exactly(100))
        view.constrain(size: .atMost(CGSize(width: 100, height: 30), priority: .defaultLow))
    }
    func c27(view: UIView) {
        view.constrain(widthBetween: 10..<20)
        view.constrain(heightBetween: 10...20)
        view.removeWidthConstraints().constrain(width: 100)
        view.removeHeightConstraints().constrain(height: 100)
        view.removeSizeConstraints().constrain(size: CGSize(width: 100, height: 100))
    }
    func c28to30(view: UIView, otherView: UIView) {
        addSubview(otherView, centeredIn: .superview)
        addSubview(view, pinnedTo: .topCenter)
        view.constrain(width: .exactly(.relative(otherView)), height: .atLeast(.safeAreaOf(otherView)))
        view.constrain(width: .exactly(as: otherView), height: .atLeast(halfOf: otherView))
    }
    func c31(view: UIView) {
        view.constrainAspectRatio(2.0)
        view.constrainAspectRatio(for: CGSize(width: 200, height: 100))
    }
    func c32(view: UIView) {
        view.allowVerticalShrinking().allowHorizontalShrinking().allowShrinking()
        view.disallowVerticalShrinking().disallowHorizontalShrinking().disallowShrinking()
        view.allowVerticalGrowing().allowHorizontalGrowing().allowGrowing()
        view.disallowVerticalGrowing().disallowHorizontalGrowing().disallowGrowing()
        view.prefersExactHorizontalSize().prefersExactVerticalSize().prefersExactSize()
    }
}

#if !canImport(UIKit)
// Headless only: the frames are those of HeadlessUIKit's iPhone SE window.
@Suite @MainActor struct ReadmeExampleTests {
    let window = UIWindow(headlessDevice: .iPhoneSE, orientation: .portrait)
    let screen = ReadmeScreen()

    init() {
        window.addSubview(screen, filling: .superview)
        screen.addSubview(screen.anotherView, pinnedAt: CGRect(x: 20, y: 100, width: 200, height: 100))
        screen.addSubview(screen.siblingView, pinnedAt: CGRect(x: 20, y: 100, width: 200, height: 100))
    }

    /// The frame of `view` after a layout pass.
    func frame(_ view: UIView) -> CGRect {
        window.layoutIfNeeded()
        return view.frame
    }

    /// A 100 × 50 view that never grows.
    func box() -> UIView { IntrinsicView(100, 50).disallowGrowing() }

    @Test func c1FillsTheInsetSafeArea() {
        let subview = UIView()
        screen.c1(view: screen, subview: subview)
        #expect(frame(subview) == CGRect(x: 8, y: 28, width: 359, height: 631))
    }

    @Test func c2FillsAnotherViewsMargins() {
        let subview = UIView()
        screen.c2(subview: subview)
        #expect(frame(subview) == CGRect(x: 28, y: 108, width: 184, height: 84))
    }

    @Test func c3AndC4MixLayoutsPerAxis() {
        let a = UIView(), b = UIView()
        screen.c3(subview: a)
        screen.c4(subview: b)
        #expect(screen.constraints.first { $0.secondItem === a && $0.firstAttribute == .bottom }?.firstItem === screen.safeAreaLayoutGuide)
        #expect(screen.constraints.first { $0.secondItem === b && $0.firstAttribute == .bottom }?.firstItem === screen)
        #expect(frame(a) == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(frame(b) == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func c5UsesOneLayoutPerEdge() {
        let subview = UIView()
        screen.c5(subview: subview)
        // Bottom: margins bottom 659; trailing: readable trailing 367.
        #expect(frame(subview) == CGRect(x: 0, y: 20, width: 367, height: 639))
    }

    @Test func c6FillsAtMostCentred() {
        let small = box(), large = UIView()
        screen.c6(subview: small)
        screen.c6(subview: large)
        // Safe-area centre (187.5, 343.5).
        #expect(frame(small) == CGRect(x: 137.5, y: 318.5, width: 100, height: 50))
        #expect(frame(large) == CGRect(x: 8, y: 28, width: 359, height: 631))
    }

    @Test func c7PinsTopLeadingToTheCentre() {
        let small = box(), large = UIView()
        screen.c7(subview: small)
        screen.c7(subview: large)
        #expect(frame(small) == CGRect(x: 187.5, y: 343.5, width: 100, height: 50))
        // Grows to the inset safe area's trailing (367) and bottom (659) edges.
        #expect(frame(large) == CGRect(x: 187.5, y: 343.5, width: 179.5, height: 315.5))
    }

    @Test func c8AndC9Centre() {
        let a = box(), b = box()
        screen.c8(subview: a)
        screen.c9(subview: b)
        #expect(frame(a) == CGRect(x: 141.5, y: 318.5, width: 100, height: 50))
        // anotherView's safe area is its bounds: centre y 150.
        #expect(frame(b) == CGRect(x: 137.5, y: 125, width: 100, height: 50))
    }

    @Test func c10ToC12PinPositions() {
        let a = box(), b = box(), c = box()
        screen.c10(subview: a)
        screen.c11(subview: b)
        screen.c12(subview: c)
        #expect(frame(a) == CGRect(x: 141.5, y: 0, width: 100, height: 50))
        #expect(frame(b) == CGRect(x: 20, y: 150, width: 100, height: 50))
        #expect(frame(c) == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func c13AndC14PinConstants() {
        let a = UIView(), b = UIView(), c = box(), d = box()
        screen.c13a(subview: a)
        screen.c13b(subview: b)
        screen.c14a(subview: c)
        screen.c14b(subview: d)
        #expect(frame(a) == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(frame(b) == CGRect(x: 30, y: 120, width: 100, height: 40))
        #expect(frame(c) == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(frame(d) == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func c15ToC18PinEdges() {
        let a = box(), b = box(), c = box(), d = UIView()
        screen.c15(subview: a)
        screen.c16(subview: b)
        screen.c17(subview: c)
        screen.c18(subview: d)
        #expect(frame(a) == CGRect(x: 137.5, y: 4, width: 100, height: 50))
        #expect(frame(b) == CGRect(x: 10, y: 10, width: 100, height: 50))
        // Centred under the sibling (x 20…220).
        #expect(frame(c) == CGRect(x: 70, y: 200, width: 100, height: 50))
        #expect(frame(d) == CGRect(x: 0, y: 200, width: 375, height: 467))
    }

    /// Three views that keep their size along the stack and a last one that absorbs the rest.
    func four(_ width: CGFloat, _ height: CGFloat, along axis: NSLayoutConstraint.Axis) -> [UIView] {
        (0..<3).map { _ in axis == .vertical ? IntrinsicView(width, height).prefersExactVerticalSize() : IntrinsicView(width, height).prefersExactHorizontalSize() }
            + [IntrinsicView(width, height)]
    }

    @Test func c19StacksVerticallyCentred() {
        let views = four(100, 20, along: .vertical)
        screen.c19(views[0], views[1], views[2], views[3])
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 137.5, y: 40, width: 100, height: 20), CGRect(x: 137.5, y: 68, width: 100, height: 20),
            CGRect(x: 137.5, y: 96, width: 100, height: 20), CGRect(x: 137.5, y: 124, width: 100, height: 503),
        ])
    }

    @Test func c20StacksInTheSafeArea() {
        let views = four(100, 20, along: .vertical)
        screen.c20(views[0], views[1], views[2], views[3])
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 20, width: 375, height: 20), CGRect(x: 0, y: 40, width: 375, height: 20),
            CGRect(x: 0, y: 60, width: 375, height: 20), CGRect(x: 0, y: 80, width: 375, height: 587),
        ])
    }

    @Test func c21StacksHorizontally() {
        let views = four(50, 20, along: .horizontal)
        screen.c21(views[0], views[1], views[2], views[3])
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 40, y: 323.5, width: 50, height: 20), CGRect(x: 98, y: 323.5, width: 50, height: 20),
            CGRect(x: 156, y: 323.5, width: 50, height: 20), CGRect(x: 214, y: 323.5, width: 121, height: 20),
        ])
    }

    @Test func c22ToC24Align() {
        let a = IntrinsicView(100, 50), b = IntrinsicView(100, 50), c = IntrinsicView(100, 50)
        screen.c22(subview: a)
        screen.c23(subview: b)
        screen.c24(subview: c)
        #expect(frame(a) == CGRect(x: 0, y: 0, width: 375, height: 50))
        #expect(frame(b) == CGRect(x: 137.5, y: 0, width: 100, height: 667))
        #expect(frame(c) == CGRect(x: 137.5, y: 607, width: 100, height: 50))
    }

    @Test func c25ConstrainsConstants() {
        let view = UIView()
        screen.c25(view: view)
        #expect(view.constraints.map(\.firstAttribute) == [.width, .height, .width, .height, .width, .height])
        #expect(view.constraints.allSatisfy { $0.constant == ($0.firstAttribute == .width ? 100 : 20) && $0.relation == .equal })
    }

    @Test func c26ConstrainsRelations() {
        let view = UIView()
        screen.c26(view: view)
        #expect(view.constraints.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual, .equal, .lessThanOrEqual, .lessThanOrEqual])
        #expect(view.constraints.map(\.constant) == [100, 50, 100, 100, 30])
        #expect(view.constraints.map(\.priority.rawValue) == [1000, 1000, 1000, 250, 250])
    }

    @Test func c27RangesAndRemoval() {
        let view = UIView()
        screen.addSubview(view, pinnedTo: .topLeading)
        screen.c27(view: view)
        #expect(view.constraints.map(\.constant) == [100, 100])
        #expect(frame(view).size == CGSize(width: 100, height: 100))
    }

    @Test func c28ToC30RelativeSizes() {
        let view = IntrinsicView(10, 10), otherView = IntrinsicView(60, 40)
        screen.c28to30(view: view, otherView: otherView)
        let sizes = screen.constraints.filter { $0.firstItem === view && ($0.firstAttribute == .width || $0.firstAttribute == .height) }
        #expect(sizes.map(\.secondItem).map { $0 === otherView || $0 === otherView.safeAreaLayoutGuide } == [true, true, true, true])
        #expect(sizes.map(\.multiplier) == [1, 1, 1, 0.5])
        #expect(frame(view) == CGRect(x: 157.5, y: 0, width: 60, height: 40))
    }

    @Test func c31AspectRatios() {
        let view = UIView()
        screen.c31(view: view)
        #expect(view.constraints.map(\.multiplier) == [2, 2])
        #expect(view.constraints.allSatisfy { $0.firstAttribute == .width && $0.secondAttribute == .height })
    }

    @Test func c32HuggingAndCompression() {
        let view = UIView()
        screen.c32(view: view)
        #expect(view.contentHuggingPriority(for: .horizontal) == .required && view.contentCompressionResistancePriority(for: .vertical) == .required)
    }
}
#endif
