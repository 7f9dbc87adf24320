#if !canImport(UIKit)
import Foundation

/// A frozen copy of a view tree: what `SVGRenderer` draws and what `outline` prints.
///
/// Taking the snapshot is the only step that touches views (on the main actor); rendering works
/// on plain values and can happen anywhere.
public struct LayoutSnapshot: Equatable, Sendable {
    /// The view the snapshot was taken of.
    public var root: Node

    /// Creates a snapshot from a node tree.
    public init(root: Node) {
        self.root = root
    }

    /// The size of the drawing: the root view's bounds size.
    public var canvasSize: CGSize {
        root.canvasFrame.size
    }

    /// Every node, parents before children, in subview order.
    public var allNodes: [Node] {
        var nodes: [Node] = []
        func visit(_ node: Node) {
            nodes.append(node)
            node.children.forEach(visit)
        }
        visit(root)
        return nodes
    }
}

extension LayoutSnapshot {
    /// One view of a snapshot.
    public struct Node: Equatable, Sendable {
        /// The view's class name, e.g. `UILabel` or a subclass's name.
        public var typeName: String
        /// The view's `accessibilityIdentifier`.
        public var identifier: String?
        /// The view's `tag`.
        public var tag: Int
        /// The view's `frame`, in its superview's coordinates.
        public var frame: CGRect
        /// The view's rectangle in the root view's bounds coordinates: where it is drawn.
        public var canvasFrame: CGRect
        /// The view's background colour.
        public var backgroundColor: LayoutColor?
        /// Whether the view is hidden.
        public var isHidden: Bool
        /// Whether the view clips its subviews.
        public var clipsToBounds: Bool
        /// The subviews, back to front.
        public var children: [Node]
        /// What a scroll view shows of its content; nil for other views (LayoutSnapshot+Scrolling.swift).
        public var scroll: ScrollState?
        /// The text a label or text view shows; nil for other views (LayoutSnapshot+Text.swift).
        public var text: TextContent?
        /// The view's `alpha`; the renderer fades the view and its subviews by it.
        public var alpha: CGFloat = 1
        /// The layer's `cornerRadius`; the renderer rounds the rectangle (and its clip) by it.
        public var cornerRadius: CGFloat = 0
        /// The view's safe area and layout margins in canvas coordinates; nil in snapshots made
        /// from plain nodes (LayoutSnapshot+Guides.swift).
        public var guides: GuideFrames?
        /// What the view draws itself besides its background and text: a close button's cross or
        /// an image view's image (LayoutSnapshot+Glyphs.swift).
        public var glyph: Glyph?

        /// Creates a node.
        public init(
            typeName: String, identifier: String? = nil, tag: Int = 0, frame: CGRect, canvasFrame: CGRect,
            backgroundColor: LayoutColor? = nil, isHidden: Bool = false, clipsToBounds: Bool = false,
            children: [Node] = []
        ) {
            self.typeName = typeName
            self.identifier = identifier
            self.tag = tag
            self.frame = frame
            self.canvasFrame = canvasFrame
            self.backgroundColor = backgroundColor
            self.isHidden = isHidden
            self.clipsToBounds = clipsToBounds
            self.children = children
        }

        /// The type name with the identifier, e.g. `UILabel "title"`, and the tag when non-zero.
        public var displayName: String {
            var name = typeName
            if let identifier, !identifier.isEmpty { name += " \"\(identifier)\"" }
            if tag != 0 { name += " tag \(tag)" }
            return name
        }
    }
}
#endif
