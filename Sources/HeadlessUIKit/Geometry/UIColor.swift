#if !canImport(UIKit)
import Foundation

/// A colour, stored as extended-sRGB red, green, blue and alpha components.
///
/// Colours never affect layout; they are kept for rendering (`LayoutRendering`) and for code that
/// sets them. Dynamic system colours resolve to their light-mode values.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    // Immutable storage keeps the unchecked Sendable conformance honest.
    private let red: CGFloat
    private let green: CGFloat
    private let blue: CGFloat
    private let alpha: CGFloat
    /// Whether the colour was made as a grey (`init(white:alpha:)`, `.white`, `.clear`, …), which
    /// UIKit keeps in a grey colour space and describes as such.
    private let isGrey: Bool

    /// Creates a colour from red, green, blue and alpha components in 0...1 (extended sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        isGrey = false
        super.init()
    }

    /// Creates a grey colour with the given white level and alpha.
    public init(white: CGFloat, alpha: CGFloat) {
        red = white
        green = white
        blue = white
        self.alpha = alpha
        isGrey = true
        super.init()
    }

    /// Creates a colour from a `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a colour with the components of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 0, 0, 1]
        let values = components.count >= 4 ? components : [components.first ?? 0, components.first ?? 0, components.first ?? 0, components.last ?? 1]
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }

    /// The colour as a Core Graphics colour (layers take these).
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Creates a colour from hue, saturation and brightness components in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Returns a colour with the same RGB components (and colour space) and the given alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        isGrey ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the colour's RGB and alpha components through the given pointers; returns `true`.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour's extended-sRGB components, for headless rendering and tests.
    public var headlessComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (red, green, blue, alpha)
    }

    /// Whether the other object is a colour with the same components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return headlessComponents == other.headlessComponents
    }

    /// A hash of the colour's components.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// The components in UIKit's format: `UIExtendedSRGBColorSpace 1 0 0 1` for a colour made
    /// from components, `UIExtendedGrayColorSpace 1 1` (white level and alpha) for a grey such as
    /// `.white` or `.clear`, as UIKit's view descriptions print them.
    open override var description: String {
        let parts = (isGrey ? [red, alpha] : [red, green, blue, alpha]).map { String(format: "%g", Double($0)) }
        return (isGrey ? "UIExtendedGrayColorSpace " : "UIExtendedSRGBColorSpace ") + parts.joined(separator: " ")
    }

    private static func rgb(
        hue: CGFloat, saturation: CGFloat, brightness: CGFloat
    ) -> (CGFloat, CGFloat, CGFloat) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch index {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes in files that import HeadlessUIKit.
public typealias _ColorLiteralType = UIColor
#endif
