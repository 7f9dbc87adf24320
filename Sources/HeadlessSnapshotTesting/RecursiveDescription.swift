#if !canImport(UIKit)
import HeadlessUIKit

/// UIKit's `recursiveDescription` of a view tree with the object addresses removed (as
/// swift-snapshot-testing removes them): one line per view, each nested level indented by
/// `"   | "`, no line break after the last.
@MainActor enum RecursiveDescription {
    /// The description of `view` and its subviews.
    static func text(of view: UIView) -> String {
        var lines: [String] = []
        append(view, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ view: UIView, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + ViewDescription.text(of: view))
        for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
    }
}
#endif
