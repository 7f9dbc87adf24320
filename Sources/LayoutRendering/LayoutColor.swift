#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// An sRGB colour with components in 0...1, as drawn in SVG.
public struct LayoutColor: Hashable, Sendable {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// Creates a colour from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour of a `UIColor`.
    public init(_ color: UIColor) {
        let c = color.headlessComponents
        self.init(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    /// The opaque part as `#RRGGBB`; components outside 0...1 are clamped.
    public var hexString: String {
        "#" + [red, green, blue].map { component in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
#endif
