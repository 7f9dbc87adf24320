#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What one keyboard notification said: where the keyboard ends up and how it gets there.
struct KeyboardEvent: Sendable, Equatable {
    /// The end frame in screen coordinates; nil when the keyboard is hiding.
    var screenEndFrame: CGRect?
    /// The animation duration in seconds.
    var duration: Double
    /// The animation curve, a `UIView.AnimationCurve` raw value.
    var curve: Int
}
