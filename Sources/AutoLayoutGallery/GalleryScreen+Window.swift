#if !canImport(UIKit)
import AutoLayoutConvenience

extension GalleryScreen {
    /// Builds this screen in a fresh window of `device`, as `alc demo` draws it: a full-screen
    /// view with the system background, laid out once before the screen is built (so traits
    /// and the safe area reach it) and once after; or the screen's view controller as the
    /// window's root, laid out once.
    @MainActor public func makeWindow(on device: HeadlessDevice, orientation: HeadlessOrientation) -> UIWindow {
        let window = UIWindow(headlessDevice: device, orientation: orientation)
        switch content {
        case let .view(build):
            let root = UIView(backgroundColor: .systemBackground)
            root.accessibilityIdentifier = "screen"
            window.addSubview(root, filling: .superview)
            window.layoutIfNeeded()
            build(root)
        case let .controller(make):
            let controller = make()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.view.accessibilityIdentifier = "screen"
        }
        window.layoutIfNeeded()
        return window
    }
}
#endif
