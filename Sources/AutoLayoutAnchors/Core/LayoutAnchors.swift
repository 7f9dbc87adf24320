#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The typed anchors and anchor collections of one view or layout guide; reach it with
/// `item.anchors` or `item.al`.
@MainActor public struct LayoutAnchors<Item: LayoutItem> {
    /// The view or layout guide.
    public let item: Item

    /// The anchors of `item`.
    public init(_ item: Item) {
        self.item = item
    }

    /// The top edge.
    public var top: Anchor<AnchorType.Edge, AnchorAxis.Vertical> { Anchor(item, .top) }
    /// The bottom edge.
    public var bottom: Anchor<AnchorType.Edge, AnchorAxis.Vertical> { Anchor(item, .bottom) }
    /// The leading edge (left in left-to-right layouts, right in right-to-left ones).
    public var leading: Anchor<AnchorType.Edge, AnchorAxis.Directional> { Anchor(item, .leading) }
    /// The trailing edge (right in left-to-right layouts, left in right-to-left ones).
    public var trailing: Anchor<AnchorType.Edge, AnchorAxis.Directional> { Anchor(item, .trailing) }
    /// The left edge, whatever the layout direction.
    public var left: Anchor<AnchorType.Edge, AnchorAxis.Absolute> { Anchor(item, .left) }
    /// The right edge, whatever the layout direction.
    public var right: Anchor<AnchorType.Edge, AnchorAxis.Absolute> { Anchor(item, .right) }
    /// The horizontal centre.
    public var centerX: Anchor<AnchorType.Center, AnchorAxis.Horizontal> { Anchor(item, .centerX) }
    /// The vertical centre.
    public var centerY: Anchor<AnchorType.Center, AnchorAxis.Vertical> { Anchor(item, .centerY) }
    /// The width.
    public var width: Anchor<AnchorType.Dimension, AnchorAxis.Horizontal> { Anchor(item, .width) }
    /// The height.
    public var height: Anchor<AnchorType.Dimension, AnchorAxis.Vertical> { Anchor(item, .height) }

    /// The four edges: top, leading, bottom, trailing (`.absolute()` switches to left and right).
    public var edges: AnchorCollectionEdges { AnchorCollectionEdges(item, edges: [.top, .leading, .bottom, .trailing]) }

    /// The given edges. Mixing leading/trailing with left/right is reported (`anchorInvalid`) by
    /// the method called on the selection, which then creates nothing.
    public func edges(_ edges: LayoutEdge...) -> AnchorCollectionEdges {
        AnchorCollectionEdges(item, edges: edges)
    }

    /// The centre: `centerX` and `centerY`.
    public var center: AnchorCollectionCenter { AnchorCollectionCenter(item) }

    /// The size: `width` and `height`.
    public var size: AnchorCollectionSize { AnchorCollectionSize(item) }
}

extension LayoutAnchors where Item: UIView {
    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaseline: Anchor<AnchorType.Baseline, AnchorAxis.Vertical> { Anchor(item, .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaseline: Anchor<AnchorType.Baseline, AnchorAxis.Vertical> { Anchor(item, .lastBaseline) }

    /// The anchors of the view's `layoutMarginsGuide`.
    public var margins: LayoutAnchors<UILayoutGuide> { LayoutAnchors<UILayoutGuide>(item.layoutMarginsGuide) }
    /// The anchors of the view's `safeAreaLayoutGuide`.
    public var safeArea: LayoutAnchors<UILayoutGuide> { LayoutAnchors<UILayoutGuide>(item.safeAreaLayoutGuide) }
}

/// The name the Align guide uses for `LayoutAnchors`.
public typealias LayoutProxy<Item: LayoutItem> = LayoutAnchors<Item>
