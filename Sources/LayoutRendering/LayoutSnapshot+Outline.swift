#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

extension LayoutSnapshot {
    /// A text outline of the tree: one line per view with its type, identifier, tag and frame in
    /// its superview's coordinates, indented two spaces per level; hidden views are marked.
    ///
    ///     UIView "root" (0 0; 393 852)
    ///       UILabel "title" (16 59; 361 20.333)
    ///       UIView tag 2 (0 100; 393 50) hidden
    public var outline: String {
        var lines: [String] = []
        func visit(_ node: Node, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.displayName + " " + layoutRect(node.frame)
            if node.isHidden { line += " hidden" }
            if let scroll = node.scroll { line += " " + scroll.outlineText }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text outline of a view's tree as it is now (see `outline`).
    @MainActor
    public static func outline(of view: UIView) -> String {
        LayoutSnapshot(of: view).outline
    }
}
#endif
