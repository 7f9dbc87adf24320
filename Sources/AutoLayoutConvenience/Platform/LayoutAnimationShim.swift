#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Runs layout changes inside an animation where the platform has one (keyboard changes,
/// table header and footer resizing).
@MainActor enum LayoutAnimation {
#if canImport(UIKit)
    /// Whether UIKit currently runs animations.
    static var areEnabled: Bool { UIView.areAnimationsEnabled }

    /// Animates `changes` with the given duration and keyboard curve (a `UIView.AnimationCurve`
    /// raw value); runs them at once when the duration is not positive.
    static func perform(duration: Double, curve: Int = 7, _ changes: @escaping @MainActor () -> Void) {
        guard duration.isFinite, duration > 0 else { changes(); return }
        let options = UIView.AnimationOptions(rawValue: UInt(clamping: curve) << 16).union(.beginFromCurrentState)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: changes)
    }
#else
    /// HeadlessUIKit has no animations: changes always apply at once.
    static var areEnabled: Bool { true }

    /// Applies `changes` at once; HeadlessUIKit shows the final state of every animation.
    static func perform(duration: Double, curve: Int = 7, _ changes: @escaping @MainActor () -> Void) {
        changes()
    }
#endif
}
