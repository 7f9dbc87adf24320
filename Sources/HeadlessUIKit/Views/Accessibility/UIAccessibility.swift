#if !canImport(UIKit)
import Foundation

/// The system's accessibility state and announcements, as far as layout code reads them: every
/// assistive technology is off headless, and posted notifications are recorded.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number (UIKit exports the notifications as constants; the
        /// numbers here are this package's).
        public var rawValue: UInt32
        /// Creates a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Much of the screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to read.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument describes the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is on: false headless.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: false headless.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: false headless.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: false headless.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: false headless (a view's traits carry the legibility weight a
    /// device sets).
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: false headless (a view's traits carry the contrast a
    /// device sets).
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// Every notification posted, oldest first, with its argument; tests may clear it.
    public static var postedNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] = []

    /// Posts `notification` to assistive technologies: recorded in `postedNotifications`.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        postedNotifications.append((notification, argument))
    }
}
#endif
