import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §1.1–§1.4: anchorables, typed layouts and their factories.
@Suite @MainActor struct LayoutModelTests {
    @Test func readmeAliasesEqualTheirOfForms() {
        let view = UIView(), scrollView = UIScrollView()
        #expect(LayoutAnchorable.layoutMargins(view) == .layoutMarginsOf(view))
        #expect(LayoutAnchorable.safeArea(view) == .safeAreaOf(view))
        #expect(LayoutAnchorable.readableContent(view) == .readableContentOf(view))
        #expect(LayoutAnchorable.scrollContent(scrollView) == .scrollContentOf(scrollView))
        #expect(LayoutAnchorable.scrollFrame(scrollView) == .scrollFrameOf(scrollView))
        #expect(LayoutAnchorable.keyboardSafeArea(view) == .keyboardSafeAreaOf(view))
        #expect(LayoutAnchorable.keyboardFrame(view) == .keyboardFrameOf(view))
        #expect(BoxLayout.layoutMargins(view) == BoxLayout(.layoutMarginsOf(view)))
        #expect(XAxisLayout.safeArea(view) == XAxisLayout(.safeAreaOf(view)))
        #expect(YAxisLayout.readableContent(view) == .y(.readableContentOf(view)))
        #expect(PointLayout.scrollContent(scrollView) == PointLayout(.scrollContentOf(scrollView)))
        #expect(HorizontalAxisLayout.scrollFrame(scrollView) == .leading(.scrollFrameOf(scrollView), trailing: .scrollFrameOf(scrollView)))
        #expect(VerticalAxisLayout.keyboardSafeArea(view) == .top(.keyboardSafeAreaOf(view), bottom: .keyboardSafeAreaOf(view)))
        #expect(BoxLayout.keyboardFrame(view) == BoxLayout(.keyboardFrameOf(view)))
    }

    @Test func everyLayoutHasAFactoryPerCase() {
        let view = UIView(), guide = UILayoutGuide(), scrollView = UIScrollView()
        let cases: [(BoxLayout, LayoutAnchorable)] = [
            (.none, .none), (.default, .default), (.superview, .superview), (.relative(view), .relative(view)),
            (.guide(guide), .guide(guide)), (.safeArea, .safeArea), (.safeAreaOf(view), .safeAreaOf(view)),
            (.layoutMargins, .layoutMargins), (.layoutMarginsOf(view), .layoutMarginsOf(view)),
            (.readableContent, .readableContent), (.readableContentOf(view), .readableContentOf(view)),
            (.scrollContent, .scrollContent), (.scrollContentOf(scrollView), .scrollContentOf(scrollView)),
            (.scrollFrame, .scrollFrame), (.scrollFrameOf(scrollView), .scrollFrameOf(scrollView)),
            (.keyboardSafeArea, .keyboardSafeArea), (.keyboardSafeAreaOf(view), .keyboardSafeAreaOf(view)),
            (.keyboardFrame, .keyboardFrame), (.keyboardFrameOf(view), .keyboardFrameOf(view)),
        ]
        for (layout, anchorable) in cases {
            #expect(layout == BoxLayout(top: anchorable, leading: anchorable, bottom: anchorable, trailing: anchorable))
        }
    }

    @Test func boxFactories() {
        let box = BoxLayout.horizontally(.leading(.superview, trailing: .safeArea), vertically: .top(.layoutMargins, bottom: .none))
        #expect(box == BoxLayout(top: .layoutMargins, leading: .superview, bottom: .none, trailing: .safeArea))
        #expect(BoxLayout.top(.safeArea, leading: .superview, bottom: .none, trailing: .readableContent)
            == BoxLayout(top: .safeArea, leading: .superview, bottom: .none, trailing: .readableContent))
        #expect(BoxLayout.top(.none, others: .safeArea) == BoxLayout(top: .none, leading: .safeArea, bottom: .safeArea, trailing: .safeArea))
        #expect(BoxLayout.leading(.none, others: .safeArea) == BoxLayout(top: .safeArea, leading: .none, bottom: .safeArea, trailing: .safeArea))
        #expect(BoxLayout.bottom(.none, others: .safeArea) == BoxLayout(top: .safeArea, leading: .safeArea, bottom: .none, trailing: .safeArea))
        #expect(BoxLayout.trailing(.none, others: .safeArea) == BoxLayout(top: .safeArea, leading: .safeArea, bottom: .safeArea, trailing: .none))
        #expect(PointLayout.x(.superview, y: .safeArea) == PointLayout(x: .superview, y: .safeArea))
        #expect(XAxisLayout.x(.safeArea).anchorable == .safeArea && YAxisLayout.y(.none).anchorable == .none)
    }

    @Test func constrainedLayoutFactories() {
        typealias H = ConstrainedHorizontalLayout
        typealias V = ConstrainedVerticalLayout
        #expect(H.none.operation == .none && H.default.operation == .default)
        #expect(H.fill.operation == .fill(nil) && H.filling(.safeArea).operation == .fill(.safeArea))
        #expect(H.center.operation == .center(nil))
        #expect(H.centered(in: .layoutMargins).operation == .center(H.CenteredLayout(center: .layoutMargins, fill: .layoutMargins)))
        #expect(H.center(in: .layoutMargins) == H.centered(in: .layoutMargins))
        #expect(H.centered(in: .superview, between: .safeArea).operation == .center(H.CenteredLayout(center: .superview, fill: .safeArea)))
        #expect(H.attach.operation == .attached(nil) && H.attached(.center).operation == .attached(.center))
        #expect(H.overflow(.center) == H(operation: .center(nil), isConstrained: false))
        #expect(H.fill.isConstrained)
        #expect(H.leading.operation == .start(nil) && H.leading(in: .safeArea).operation == .start(.safeArea))
        #expect(H.trailing.operation == .end(nil) && H.trailing(in: .safeArea).operation == .end(.safeArea))
        #expect(V.top.operation == .start(nil) && V.top(in: .safeArea).operation == .start(.safeArea))
        #expect(V.bottom.operation == .end(nil) && V.bottom(in: .safeArea).operation == .end(.safeArea))
    }

    @Test func positionsAndEdges() {
        #expect(LayoutPosition.allCases.count == 9)
        #expect(HorizontalLayoutEdge.allCases == [.leading, .centerX, .trailing])
        #expect(VerticalLayoutEdge.allCases == [.top, .centerY, .bottom])
    }
}

/// convenience-dsl.md §1.1: what each anchorable resolves to, with S as the base.
@Suite @MainActor struct AnchorableResolutionTests {
    /// The first item of the top constraint of `filling: anchorable` (R is the first item).
    func reference(_ anchorable: LayoutAnchorable, in root: UIView) -> AnyObject? {
        root.addSubview(UIView(), filling: .top(anchorable, others: .none)).top?.firstItem
    }

    @Test func unqualifiedCasesUseTheSuperview() {
        let root = rootView()
        #expect(reference(.superview, in: root) === root)
        #expect(reference(.default, in: root) === root)
        #expect(reference(.safeArea, in: root) === root.safeAreaLayoutGuide)
        #expect(reference(.layoutMargins, in: root) === root.layoutMarginsGuide)
        #expect(reference(.readableContent, in: root) === root.readableContentGuide)
        // Not a scroll view: the view itself.
        #expect(reference(.scrollContent, in: root) === root)
        #expect(reference(.scrollFrame, in: root) === root)
    }

    @Test func qualifiedCasesUseTheirView() {
        let root = rootView(), other = UIView(), guide = UILayoutGuide()
        root.addSubview(other)
        other.addLayoutGuide(guide)
        #expect(reference(.relative(other), in: root) === other)
        #expect(reference(.guide(guide), in: root) === guide)
        #expect(reference(.safeAreaOf(other), in: root) === other.safeAreaLayoutGuide)
        #expect(reference(.layoutMarginsOf(other), in: root) === other.layoutMarginsGuide)
        #expect(reference(.readableContentOf(other), in: root) === other.readableContentGuide)
    }

    @Test func scrollAnchorablesUseTheScrollGuides() {
        let root = rootView(), scrollView = UIScrollView()
        root.addSubview(scrollView)
        #expect(reference(.scrollContentOf(scrollView), in: root) === scrollView.contentLayoutGuide)
        #expect(reference(.scrollFrameOf(scrollView), in: root) === scrollView.frameLayoutGuide)
        #expect(reference(.scrollContent, in: scrollView) === scrollView.contentLayoutGuide)
        #expect(reference(.scrollFrame, in: scrollView) === scrollView.frameLayoutGuide)
    }

    @Test func scrollContentTracksTheContentSize() {
        let root = rootView(), scrollView = UIScrollView(), content = IntrinsicView(100, 1000)
        root.addSubview(scrollView, filling: .superview)
        let list = scrollView.addSubview(content, filling: .scrollContent)
        content.constrain(width: .exactly(.scrollFrame))
        #expect(list.all.allSatisfy { $0.firstItem === scrollView.contentLayoutGuide })
        #expect(scrollView.constraints.last?.secondItem === scrollView.frameLayoutGuide)
        root.layoutIfNeeded()
        #expect(content.frame.size == CGSize(width: 400, height: 1000))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1000))
    }

    @Test func noneCreatesNothing() {
        let root = rootView()
        #expect(reference(.none, in: root) == nil)
    }
}
