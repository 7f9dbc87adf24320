#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Keyboard frames (the ScrollingAndKeyboard article, Keyboard events): how a notification carries the end frame, and
// how it becomes a frame in a window's coordinates. One implementation per platform.

#if canImport(UIKit)
/// The keyboard's end frame in screen coordinates; UIKit boxes it in an `NSValue`.
@MainActor func keyboardEndFrame(in userInfo: [AnyHashable: Any]?) -> CGRect? {
    (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
}

/// The keyboard frame in `window`'s coordinates, or nil while it is hidden: the tracked screen
/// frame converted from the screen's coordinate space.
@MainActor func currentKeyboardFrame(in window: UIWindow, trackedScreenFrame: CGRect?) -> CGRect? {
    guard let frame = trackedScreenFrame else { return nil }
    return window.convert(frame, from: window.screen.coordinateSpace)
}
#else
/// The keyboard's end frame in screen coordinates; HeadlessUIKit posts it as a `CGRect`.
@MainActor func keyboardEndFrame(in userInfo: [AnyHashable: Any]?) -> CGRect? {
    userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
}

/// The keyboard frame in `window`'s coordinates, or nil while it is hidden. Every headless
/// window has its own simulated keyboard, so the window's keyboard is read instead of the
/// last frame any window posted; screen and window coordinates are the same.
@MainActor func currentKeyboardFrame(in window: UIWindow, trackedScreenFrame: CGRect?) -> CGRect? {
    let keyboard = window.headlessKeyboard
    return keyboard.isVisible ? keyboard.frame : nil
}
#endif
