#if !canImport(UIKit)
import HeadlessUIKit

/// Puts a view or view controller on a `ViewImageConfig`'s screen and lays it out, as
/// swift-snapshot-testing prepares one on iOS: a window of the configuration's size reporting
/// its safe area, a root view controller holding the controller as a child whose view fills the
/// root's (resizing with it), appearance run, and one layout pass; a view of zero size is sized to
/// fit. A navigation controller's window leaves out the top safe area, a tab bar controller's the
/// bottom one (and the top one too when it shows a navigation controller), as on iOS.
@MainActor enum SnapshotHost {
    /// Lays out `viewController` on the screen `config` describes, with `traits` over the
    /// configuration's own, and returns the window that holds it.
    @discardableResult
    private static func prepare(_ viewController: UIViewController, config: ViewImageConfig, traits: UITraitCollection = .init()) -> UIWindow {
        var size = config.size ?? viewController.view.frame.size
        var safeArea = config.safeArea
        if viewController is UINavigationController {
            size.height -= safeArea.top
            safeArea.top = 0
        } else if let tabs = viewController as? UITabBarController {
            size.height -= safeArea.bottom
            safeArea.bottom = 0
            if tabs.selectedViewController is UINavigationController {
                size.height -= safeArea.top
                safeArea.top = 0
            }
        }
        var device = device(size: size, safeArea: safeArea, traits: [config.traits, traits])
        if let preset = config.headlessDevice { device.name = preset.name }
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        let root = UIViewController()
        root.view.backgroundColor = .clear
        window.rootViewController = root
        viewController.view.frame = root.view.bounds
        viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addChild(viewController)
        root.view.addSubview(viewController.view)
        viewController.didMove(toParent: root)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Lays out `view` inside a fresh view controller's view, `size` (or the view's own size)
    /// on a screen of that size without a safe area; a view of zero size is sized to fit.
    @discardableResult
    private static func prepare(_ view: UIView, size: CGSize?, traits: UITraitCollection = .init()) -> UIWindow {
        let size = size ?? view.frame.size
        view.frame.size = size
        let holder = UIViewController()
        holder.view.bounds = view.bounds
        holder.view.addSubview(view)
        let window = prepare(holder, config: ViewImageConfig(safeArea: .zero, size: size), traits: traits)
        if size.width == 0 || size.height == 0 {
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        return window
    }

    /// Runs `body` with `viewController` laid out on the screen `config` describes, and takes
    /// it out of that screen afterwards.
    static func hosting<Result>(_ viewController: UIViewController, config: ViewImageConfig, traits: UITraitCollection = .init(),
                                _ body: () -> Result) -> Result {
        let window = prepare(viewController, config: config, traits: traits)
        defer { dispose(window) }
        return body()
    }

    /// Runs `body` with `view` laid out on a screen of `size` (its own size when nil), as
    /// `prepare(_:size:traits:)` puts it, and takes it out of that screen afterwards.
    static func hosting<Result>(_ view: UIView, size: CGSize?, traits: UITraitCollection = .init(), _ body: () -> Result) -> Result {
        let window = prepare(view, size: size, traits: traits)
        defer { dispose(window) }
        return body()
    }

    /// Runs `body` on `view` laid out: in place when it is in a window already (or is one),
    /// otherwise hosted as `hosting(_:size:traits:_:)` does.
    static func inPlace<Result>(_ view: UIView, size: CGSize?, traits: UITraitCollection, _ body: () -> Result) -> Result {
        guard view.window == nil, !(view is UIWindow) else {
            view.layoutIfNeeded()
            return body()
        }
        return hosting(view, size: size, traits: traits, body)
    }

    /// Takes the window's content out again, as swift-snapshot-testing does after a snapshot: the
    /// controller leaves its parent and its view the hierarchy, so that it can be snapshotted
    /// again on another screen.
    private static func dispose(_ window: UIWindow) {
        guard let root = window.rootViewController else { return }
        for child in root.children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        window.rootViewController = nil
    }

    /// A device whose portrait screen is `size`, with `safeArea` and the traits' idiom, size
    /// classes, content size, direction, appearance and scale (`ViewImageConfig.hostDisplayScale`
    /// when the traits give none).
    private static func device(size: CGSize, safeArea: UIEdgeInsets, traits layers: [UITraitCollection]) -> HeadlessDevice {
        func value<T: Equatable>(_ read: (UITraitCollection) -> T, unspecified: T, default fallback: T) -> T {
            layers.reversed().lazy.map(read).first { $0 != unspecified } ?? fallback
        }
        let idiom = value(\.userInterfaceIdiom, unspecified: .unspecified, default: size.width > 700 ? .pad : .phone)
        let derived = HeadlessSizeClasses.derived(forWindowSize: size, idiom: idiom)
        let sizeClasses = HeadlessSizeClasses(
            horizontal: value(\.horizontalSizeClass, unspecified: .unspecified, default: derived.horizontal),
            vertical: value(\.verticalSizeClass, unspecified: .unspecified, default: derived.vertical))
        var device = HeadlessDevice(
            name: "snapshot \(Int(size.width)) × \(Int(size.height))", userInterfaceIdiom: idiom, portraitScreenSize: size,
            scale: value(\.displayScale, unspecified: 0, default: ViewImageConfig.hostDisplayScale),
            portraitSafeAreaInsets: safeArea, landscapeSafeAreaInsets: safeArea,
            portraitSizeClasses: sizeClasses, landscapeSizeClasses: sizeClasses)
        device.preferredContentSizeCategory = value(\.preferredContentSizeCategory, unspecified: .unspecified, default: .large)
        device.layoutDirection = value(\.layoutDirection, unspecified: .unspecified, default: .leftToRight)
        device.userInterfaceStyle = value(\.userInterfaceStyle, unspecified: .unspecified, default: .light)
        return device
    }
}
#endif
