#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

extension LayoutSnapshot {
    /// Takes a snapshot of a view and its subviews as they are now (no layout pass is run).
    ///
    /// The root is drawn at the canvas origin with its bounds size; every subview at its frame
    /// converted into the root's bounds coordinates.
    @MainActor
    public init(of view: UIView) {
        self.init(root: Self.node(for: view, canvasFrame: CGRect(origin: .zero, size: view.bounds.size)))
    }

    @MainActor
    private static func node(for view: UIView, canvasFrame: CGRect) -> Node {
        // A subview's frame is in its superview's bounds coordinates.
        let contentOrigin = CGPoint(
            x: canvasFrame.minX - view.bounds.minX, y: canvasFrame.minY - view.bounds.minY)
        let children = view.subviews.map { subview in
            node(for: subview, canvasFrame: subview.frame.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y))
        }
        var result = Node(
            typeName: String(describing: type(of: view)),
            identifier: view.accessibilityIdentifier,
            tag: view.tag,
            frame: view.frame,
            canvasFrame: canvasFrame,
            backgroundColor: view.backgroundColor.map(LayoutColor.init),
            isHidden: view.isHidden,
            clipsToBounds: view.clipsToBounds,
            children: children
        )
        result.scroll = ScrollState(of: view)
        result.text = TextContent(of: view)
        result.alpha = view.alpha
        result.cornerRadius = view.layer.cornerRadius
        result.guides = GuideFrames(of: view, canvasFrame: canvasFrame)
        result.glyph = Glyph(of: view)
        return result
    }
}
#endif
