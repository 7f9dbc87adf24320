#if !canImport(UIKit) && !canImport(CoreGraphics)
import Foundation

/// Core Graphics' colour, for platforms without Core Graphics: sRGB components and alpha.
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    // Immutable storage keeps the unchecked Sendable conformance honest.
    /// The red, green, blue and alpha components.
    public let components: [CGFloat]?

    /// A colour of sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components: 4.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components else { return nil }
        return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// Whether the components are equal.
    public static func == (left: CGColor, right: CGColor) -> Bool { left.components == right.components }

    /// A hash of the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
#endif
