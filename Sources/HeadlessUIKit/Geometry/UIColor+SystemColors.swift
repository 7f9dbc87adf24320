#if !canImport(UIKit)
import Foundation

extension UIColor {
    /// A colour from 8-bit sRGB components.
    fileprivate static func srgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }
}

// MARK: Fixed colours (documented component values)

extension UIColor {
    /// Black: white 0.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey: white 1/3.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Light grey: white 2/3.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// White: white 1.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey: white 0.5.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red: RGB (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green: RGB (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue: RGB (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: RGB (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: RGB (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: RGB (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: RGB (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: RGB (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: RGB (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent: white 0, alpha 0.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

// MARK: System colours (light-mode sRGB values)

extension UIColor {
    /// System red, light mode (255, 59, 48).
    public class var systemRed: UIColor { srgb(255, 59, 48) }
    /// System green, light mode (52, 199, 89).
    public class var systemGreen: UIColor { srgb(52, 199, 89) }
    /// System blue, light mode (0, 122, 255).
    public class var systemBlue: UIColor { srgb(0, 122, 255) }
    /// System orange, light mode (255, 149, 0).
    public class var systemOrange: UIColor { srgb(255, 149, 0) }
    /// System yellow, light mode (255, 204, 0).
    public class var systemYellow: UIColor { srgb(255, 204, 0) }
    /// System pink, light mode (255, 45, 85).
    public class var systemPink: UIColor { srgb(255, 45, 85) }
    /// System purple, light mode (175, 82, 222).
    public class var systemPurple: UIColor { srgb(175, 82, 222) }
    /// System teal, light mode (48, 176, 199).
    public class var systemTeal: UIColor { srgb(48, 176, 199) }
    /// System indigo, light mode (88, 86, 214).
    public class var systemIndigo: UIColor { srgb(88, 86, 214) }
    /// System brown, light mode (162, 132, 94).
    public class var systemBrown: UIColor { srgb(162, 132, 94) }
    /// System mint, light mode (0, 199, 190).
    public class var systemMint: UIColor { srgb(0, 199, 190) }
    /// System cyan, light mode (50, 173, 230).
    public class var systemCyan: UIColor { srgb(50, 173, 230) }
    /// System grey, light mode (142, 142, 147).
    public class var systemGray: UIColor { srgb(142, 142, 147) }
    /// System grey 2, light mode (174, 174, 178).
    public class var systemGray2: UIColor { srgb(174, 174, 178) }
    /// System grey 3, light mode (199, 199, 204).
    public class var systemGray3: UIColor { srgb(199, 199, 204) }
    /// System grey 4, light mode (209, 209, 214).
    public class var systemGray4: UIColor { srgb(209, 209, 214) }
    /// System grey 5, light mode (229, 229, 234).
    public class var systemGray5: UIColor { srgb(229, 229, 234) }
    /// System grey 6, light mode (242, 242, 247).
    public class var systemGray6: UIColor { srgb(242, 242, 247) }
    /// The default tint colour: system blue in light mode.
    public class var tintColor: UIColor { systemBlue }
}

// MARK: Element colours (light-mode sRGB values)

extension UIColor {
    /// Primary text, light mode: black.
    public class var label: UIColor { srgb(0, 0, 0) }
    /// Secondary text, light mode: (60, 60, 67) at 60 %.
    public class var secondaryLabel: UIColor { srgb(60, 60, 67, 0.6) }
    /// Tertiary text, light mode: (60, 60, 67) at 30 %.
    public class var tertiaryLabel: UIColor { srgb(60, 60, 67, 0.3) }
    /// Quaternary text, light mode: (60, 60, 67) at 18 %.
    public class var quaternaryLabel: UIColor { srgb(60, 60, 67, 0.18) }
    /// Links, light mode: (0, 122, 255).
    public class var link: UIColor { srgb(0, 122, 255) }
    /// Placeholder text, light mode: (60, 60, 67) at 30 %.
    public class var placeholderText: UIColor { srgb(60, 60, 67, 0.3) }
    /// Separators that let content show through, light mode: (60, 60, 67) at 29 %.
    public class var separator: UIColor { srgb(60, 60, 67, 0.29) }
    /// Opaque separators, light mode: (198, 198, 200).
    public class var opaqueSeparator: UIColor { srgb(198, 198, 200) }
    /// Main background, light mode: white.
    public class var systemBackground: UIColor { srgb(255, 255, 255) }
    /// Background of content layered on the main background, light mode: (242, 242, 247).
    public class var secondarySystemBackground: UIColor { srgb(242, 242, 247) }
    /// Background of content layered on the secondary background, light mode: white.
    public class var tertiarySystemBackground: UIColor { srgb(255, 255, 255) }
    /// Grouped-content background, light mode: (242, 242, 247).
    public class var systemGroupedBackground: UIColor { srgb(242, 242, 247) }
    /// Secondary grouped background, light mode: white.
    public class var secondarySystemGroupedBackground: UIColor { srgb(255, 255, 255) }
    /// Tertiary grouped background, light mode: (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { srgb(242, 242, 247) }
    /// Fill for thin shapes, light mode: (120, 120, 128) at 20 %.
    public class var systemFill: UIColor { srgb(120, 120, 128, 0.2) }
    /// Fill for medium shapes, light mode: (120, 120, 128) at 16 %.
    public class var secondarySystemFill: UIColor { srgb(120, 120, 128, 0.16) }
    /// Fill for large shapes, light mode: (118, 118, 128) at 12 %.
    public class var tertiarySystemFill: UIColor { srgb(118, 118, 128, 0.12) }
    /// Fill for large areas with complex content, light mode: (116, 116, 128) at 8 %.
    public class var quaternarySystemFill: UIColor { srgb(116, 116, 128, 0.08) }
    /// Text on dark backgrounds: white at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on light backgrounds: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
#endif
