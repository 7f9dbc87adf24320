#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView.Condition {
    /// The name of a conditional configuration (<doc:ConditionalConstraints#Named-configurations>). Views start with
    /// `.main`.
    public struct ConfigurationName: RawRepresentable, Hashable, Sendable {
        /// The name.
        public var rawValue: String

        /// Creates a name; use your own names next to the predefined ones.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The configuration of every view that never changed its name.
        public static let main = ConfigurationName(rawValue: "main")
        /// For a single alternative configuration.
        public static let alternative = ConfigurationName(rawValue: "alternative")
        /// For a configuration that shows something.
        public static let visible = ConfigurationName(rawValue: "visible")
        /// For a configuration that hides something.
        public static let hidden = ConfigurationName(rawValue: "hidden")
    }
}
