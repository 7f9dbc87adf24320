#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// How `autoLayoutSizeThatFits(_:bridgingMode:)` treats each dimension of the size it is given.
public struct ManualLayoutSizeThatFitsBridgingMode: Equatable, Sendable {
    /// How one dimension may differ from the given length.
    public enum Dimension: Equatable, Sendable {
        /// Exactly the given length (as small as possible when it is unbounded).
        case fixed
        /// As small as the content allows, at most the given length.
        case bounded
    }

    /// The horizontal dimension.
    public var horizontal: Dimension = .fixed
    /// The vertical dimension.
    public var vertical: Dimension = .fixed

    /// Creates a mode.
    public init(horizontal: Dimension = .fixed, vertical: Dimension = .fixed) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The given width; a height at most the given one.
    public static let fixedWidth = Self(horizontal: .fixed, vertical: .bounded)
    /// The given height; a width at most the given one.
    public static let fixedHeight = Self(horizontal: .bounded, vertical: .fixed)
    /// The given size, where the content allows.
    public static let fixedSize = Self(horizontal: .fixed, vertical: .fixed)
    /// At most the given size, as small as the content allows.
    public static let boundedSize = Self(horizontal: .bounded, vertical: .bounded)
}

extension UIView {
    /// `sizeThatFits(_:)` for a view laid out with Auto Layout: the fitting size of its
    /// constraints, each dimension fixed to `size` or bounded by it as `bridgingMode` says (an
    /// unbounded length, `.greatestFiniteMagnitude`, is compressed as far as the content allows).
    public func autoLayoutSizeThatFits(_ size: CGSize, bridgingMode: ManualLayoutSizeThatFitsBridgingMode = .fixedSize) -> CGSize {
        func fitting(_ length: CGFloat, _ dimension: ManualLayoutSizeThatFitsBridgingMode.Dimension) -> (CGFloat, UILayoutPriority) {
            length == .greatestFiniteMagnitude || dimension == .bounded ? (0, .fittingSizeLevel) : (length, .required)
        }
        let (width, horizontalPriority) = fitting(size.width, bridgingMode.horizontal)
        let (height, verticalPriority) = fitting(size.height, bridgingMode.vertical)
        var fitted = systemLayoutSizeFitting(CGSize(width: width, height: height),
                                             withHorizontalFittingPriority: horizontalPriority, verticalFittingPriority: verticalPriority)
        if bridgingMode.horizontal == .bounded { fitted.width = min(fitted.width, size.width) }
        if bridgingMode.vertical == .bounded { fitted.height = min(fitted.height, size.height) }
        return fitted
    }
}
