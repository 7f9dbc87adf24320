#if !canImport(UIKit)
import Foundation

/// The app, as far as layout code reads it: its text size and layout direction come from the
/// device of the window made key last.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// The user's text size.
    open var preferredContentSizeCategory: UIContentSizeCategory {
        UIWindow.lastKeyDevice.device.preferredContentSizeCategory
    }

    /// The app's layout direction.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIWindow.lastKeyDevice.device.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The app's state: active.
    open var applicationState: UIApplication.State { .active }
    /// Whether the screen stays on; stored.
    open var isIdleTimerDisabled = false
}

extension UIApplication {
    /// An app's running state, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }
}
#endif
