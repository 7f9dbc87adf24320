#if !canImport(UIKit)
import Foundation

extension UIFont {
    /// The weight of a system font, from −1 (thinnest) to 1 (heaviest). The named values are
    /// the ones UIKit's constants have [OBS]. In the default text model heavier weights measure
    /// wider, as SF Pro's weights do (`HeadlessSystemFontTextModel`).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// The weight as a number.
        public var rawValue: CGFloat

        /// Creates a weight from a number.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a weight from a number.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Ultra light: −0.8.
        public static let ultraLight = Weight(-0.8)
        /// Thin: −0.6.
        public static let thin = Weight(-0.6)
        /// Light: −0.4.
        public static let light = Weight(-0.4)
        /// Regular: 0.
        public static let regular = Weight(0)
        /// Medium: 0.23.
        public static let medium = Weight(0.23)
        /// Semibold: 0.3.
        public static let semibold = Weight(0.3)
        /// Bold: 0.4.
        public static let bold = Weight(0.4)
        /// Heavy: 0.56.
        public static let heavy = Weight(0.56)
        /// Black: 0.62.
        public static let black = Weight(0.62)
    }
}
#endif
