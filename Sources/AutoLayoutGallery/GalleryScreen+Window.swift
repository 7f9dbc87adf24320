#if !canImport(UIKit)
import AutoLayoutConvenience

extension GalleryScreen {
    /// Builds this screen in a fresh window of `device`, as `alc demo` draws it: a full-screen
    /// view with the system background, laid out once before the screen is built (so traits
    /// and the safe area reach it) and once after.
    @MainActor public func makeWindow(on device: HeadlessDevice, orientation: HeadlessOrientation) -> UIWindow {
        let window = UIWindow(headlessDevice: device, orientation: orientation)
        let root = UIView(backgroundColor: .systemBackground)
        root.accessibilityIdentifier = "screen"
        window.addSubview(root, filling: .superview)
        window.layoutIfNeeded()
        build(root)
        window.layoutIfNeeded()
        return window
    }
}
#endif
