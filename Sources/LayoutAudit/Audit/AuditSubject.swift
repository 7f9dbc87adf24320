#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// What an audit lays out: a way to build the screen afresh in a window of any device and
/// orientation, so that each configuration starts from a clean state.
public struct AuditSubject: Sendable {
    /// A short name for the report, e.g. `profile`.
    public var name: String
    /// Builds the screen in a new window of the device (whose traits are already the
    /// configuration's) in the orientation.
    public var makeWindow: @MainActor @Sendable (HeadlessDevice, HeadlessOrientation) -> UIWindow

    /// A subject built by `makeWindow`.
    public init(name: String, makeWindow: @escaping @MainActor @Sendable (HeadlessDevice, HeadlessOrientation) -> UIWindow) {
        self.name = name
        self.makeWindow = makeWindow
    }

    /// A view made by `make`, filling a window (through its autoresizing mask).
    public static func view(named name: String = "view", _ make: @escaping @MainActor @Sendable () -> UIView) -> AuditSubject {
        AuditSubject(name: name) { device, orientation in
            let window = UIWindow(headlessDevice: device, orientation: orientation)
            let view = make()
            view.translatesAutoresizingMaskIntoConstraints = true
            view.frame = window.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
            window.layoutIfNeeded()
            return window
        }
    }

    /// A view controller made by `make`, the window's root.
    public static func viewController(named name: String = "view controller",
                                      _ make: @escaping @MainActor @Sendable () -> UIViewController) -> AuditSubject {
        AuditSubject(name: name) { device, orientation in
            let window = UIWindow(headlessDevice: device, orientation: orientation)
            window.rootViewController = make()
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return window
        }
    }
}
#endif
