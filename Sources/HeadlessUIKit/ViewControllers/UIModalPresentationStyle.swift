#if !canImport(UIKit)
import Foundation

/// How a presented view controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen.
    case fullScreen = 0
    /// A sheet that leaves the presenting content visible around it.
    case pageSheet = 1
    /// A sheet smaller than a page sheet on iPad.
    case formSheet = 2
    /// Covers the presenting controller's context.
    case currentContext = 3
    /// Presented by custom code.
    case custom = 4
    /// Full screen, with the presenting views left in place.
    case overFullScreen = 5
    /// Over the current context, with its views left in place.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}
#endif
