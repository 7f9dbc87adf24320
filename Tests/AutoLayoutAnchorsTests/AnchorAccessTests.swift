import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.1–2.2: entry points, the anchors of views and guides, and their static types.
@Suite @MainActor struct AnchorAccessTests {
    @Test func viewAnchorsNameTheirAttributes() {
        let view = UIView()
        let anchors = view.al
        #expect(anchors.item === view && view.anchors.item === view)
        let top: Anchor<AnchorType.Edge, AnchorAxis.Vertical> = anchors.top
        let bottom: Anchor<AnchorType.Edge, AnchorAxis.Vertical> = anchors.bottom
        let leading: Anchor<AnchorType.Edge, AnchorAxis.Directional> = anchors.leading
        let trailing: Anchor<AnchorType.Edge, AnchorAxis.Directional> = anchors.trailing
        let left: Anchor<AnchorType.Edge, AnchorAxis.Absolute> = anchors.left
        let right: Anchor<AnchorType.Edge, AnchorAxis.Absolute> = anchors.right
        let centerX: Anchor<AnchorType.Center, AnchorAxis.Horizontal> = anchors.centerX
        let centerY: Anchor<AnchorType.Center, AnchorAxis.Vertical> = anchors.centerY
        let firstBaseline: Anchor<AnchorType.Baseline, AnchorAxis.Vertical> = anchors.firstBaseline
        let lastBaseline: Anchor<AnchorType.Baseline, AnchorAxis.Vertical> = anchors.lastBaseline
        let width: Anchor<AnchorType.Dimension, AnchorAxis.Horizontal> = anchors.width
        let height: Anchor<AnchorType.Dimension, AnchorAxis.Vertical> = anchors.height
        let attributes = [top.attribute, bottom.attribute, leading.attribute, trailing.attribute, left.attribute, right.attribute,
                          centerX.attribute, centerY.attribute, firstBaseline.attribute, lastBaseline.attribute,
                          width.attribute, height.attribute]
        #expect(attributes == [.top, .bottom, .leading, .trailing, .left, .right, .centerX, .centerY,
                               .firstBaseline, .lastBaseline, .width, .height])
        #expect(top.item === view && height.item === view)
        #expect(top.multiplier == 1 && top.offset == 0)
    }

    @Test func marginsAndSafeAreaAreTheViewsGuides() {
        let view = UIView()
        #expect(view.al.margins.item === view.layoutMarginsGuide)
        #expect(view.al.safeArea.item === view.safeAreaLayoutGuide)
        #expect(view.layoutMarginsGuide.al.top.item === view.al.margins.top.item)
        #expect(view.safeAreaLayoutGuide.al.top.attribute == .top)
    }

    @Test func layoutProxyIsLayoutAnchors() {
        let view = UIView()
        let proxy: LayoutProxy<UIView> = view.al
        let anchors: LayoutAnchors<UIView> = proxy
        #expect(anchors.item === view)
    }

    @Test func containersAreSuperviewsAndOwningViews() {
        let root = UIView(), view = UIView(), guide = UILayoutGuide()
        #expect(view.anchorContainer == nil && guide.anchorContainer == nil)
        root.addSubview(view)
        root.addLayoutGuide(guide)
        #expect(view.anchorContainer === root)
        #expect(guide.anchorContainer === root)
    }

    @Test func subclassesKeepTheirType() {
        let label = UILabel()
        let anchors: LayoutAnchors<UILabel> = label.al
        #expect(anchors.firstBaseline.item === label)
    }
}
