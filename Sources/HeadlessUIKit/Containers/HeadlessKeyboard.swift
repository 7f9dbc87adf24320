#if !canImport(UIKit)
import Foundation

/// The simulated software keyboard of a window (<doc:GeometryGuides#Keyboard>): `window.headlessKeyboard`.
///
/// `show(height:duration:curve:)` and `hide(duration:curve:)` move the keyboard, update every
/// `keyboardLayoutGuide` in the window, post `keyboardWillChangeFrameNotification` and then
/// `keyboardWillShowNotification` / `keyboardWillHideNotification` on
/// `NotificationCenter.default`, lay the window out (the final state at once), then post the
/// `Did…` counterparts. Screen coordinates are the window's: the keyboard spans the window's
/// width at its bottom. The `userInfo` values are `CGRect` frames (UIKit boxes them in
/// `NSValue`), a `Double` duration and an `Int` curve.
///
/// Observers run synchronously on the posting (main) actor. Register them with `queue: nil`
/// in tests: Swift Testing on Linux runs main-actor tests off the main thread, and an observer
/// on `OperationQueue.main` then waits for a main queue that never drains.
@preconcurrency @MainActor
public final class HeadlessKeyboard {
    /// The window whose screen the keyboard belongs to.
    public var window: UIWindow? { windowReference.view(as: UIWindow.self) }
    private let windowReference: HeadlessItemReference
    /// Whether the keyboard is on screen.
    public private(set) var isVisible = false
    /// The keyboard's frame in screen (window) coordinates: at the bottom while visible, just
    /// below the screen while hidden.
    public private(set) var frame: CGRect

    init(window: UIWindow) {
        windowReference = window.itemReference
        let size = window.bounds.size
        frame = CGRect(x: 0, y: size.height, width: size.width, height: 0)
        frame.size.height = defaultHeight
    }

    /// The height `show` uses without one: the window's device preset's for its orientation
    /// (`HeadlessDevice.keyboardHeight(in:)`); for a window without a device, 336 when it is
    /// at least as tall as wide, else 209 [MODEL].
    public var defaultHeight: CGFloat {
        guard let window else { return 0 }
        if let device = window.headlessDevice { return device.keyboardHeight(in: window.headlessOrientation) }
        return window.bounds.height >= window.bounds.width ? 336 : 209
    }

    /// Shows the keyboard (or changes its height while shown) with the given height (the
    /// device's default when nil), animation duration in seconds and curve. Nothing happens
    /// when the keyboard already has that frame. A negative or non-finite height is logged and
    /// ignored.
    public func show(height: CGFloat? = nil, duration: Double = 0.25, curve: Int = 7) {
        guard let window else { return }
        let height = height ?? defaultHeight
        guard height.isFinite, height >= 0 else {
            raiseException("NSInvalidArgumentException", "HeadlessKeyboard height \(height) must be a finite number of points, 0 or more")
            return
        }
        let size = window.bounds.size
        let end = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
        guard !isVisible || end != frame else { return }
        let begin = isVisible ? frame : CGRect(x: 0, y: size.height, width: size.width, height: height)
        isVisible = true
        move(window, from: begin, to: end, duration: duration, curve: curve, will: UIResponder.keyboardWillShowNotification,
             did: UIResponder.keyboardDidShowNotification)
    }

    /// Hides the keyboard with the given animation duration in seconds and curve; nothing
    /// happens when it is hidden.
    public func hide(duration: Double = 0.25, curve: Int = 7) {
        guard let window, isVisible else { return }
        let size = window.bounds.size
        let begin = frame
        let end = CGRect(x: 0, y: size.height, width: size.width, height: begin.height)
        isVisible = false
        move(window, from: begin, to: end, duration: duration, curve: curve, will: UIResponder.keyboardWillHideNotification,
             did: UIResponder.keyboardDidHideNotification)
    }

    private func move(_ window: UIWindow, from begin: CGRect, to end: CGRect, duration: Double, curve: Int,
                      will: Notification.Name, did: Notification.Name) {
        frame = end
        window.forEachInSubtree { $0.refreshKeyboardLayoutGuide() }
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: begin,
            UIResponder.keyboardFrameEndUserInfoKey: end,
            UIResponder.keyboardAnimationDurationUserInfoKey: duration,
            UIResponder.keyboardAnimationCurveUserInfoKey: curve,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        center.post(name: will, object: nil, userInfo: userInfo)
        window.layoutIfNeeded()
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
        center.post(name: did, object: nil, userInfo: userInfo)
    }
}

extension UIWindow {
    /// The window's simulated keyboard, hidden until shown.
    public var headlessKeyboard: HeadlessKeyboard {
        if let keyboard = storedKeyboard { return keyboard }
        let keyboard = HeadlessKeyboard(window: self)
        storedKeyboard = keyboard
        return keyboard
    }
}
#endif
