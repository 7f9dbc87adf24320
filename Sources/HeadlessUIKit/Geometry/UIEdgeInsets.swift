#if !canImport(UIKit)
import Foundation

/// The inset distances for the edges of a rectangle, measured in absolute (left/right) terms.
///
/// Positive values inset an edge towards the centre; negative values outset it.
public struct UIEdgeInsets: Equatable, Codable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets with every edge zero.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets with the given edge values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets whose edges are all zero.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Returns a rectangle inset by the given edge insets (UIKit's `UIEdgeInsetsInsetRect`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }
}
#endif
