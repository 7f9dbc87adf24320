#if !canImport(UIKit)
import Foundation

/// The inset distances for the edges of a rectangle, measured relative to the layout direction:
/// leading is left in a left-to-right layout and right in a right-to-left layout.
public struct NSDirectionalEdgeInsets: Equatable, Codable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with every edge zero.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets with the given edge values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets whose edges are all zero.
    public static let zero = NSDirectionalEdgeInsets()
}
#endif
