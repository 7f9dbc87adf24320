#if !canImport(UIKit)
import Foundation

/// The root of a view hierarchy on a (simulated) screen.
///
/// `UIWindow(headlessDevice: .iPhone15, orientation: .landscape)` takes its size, safe-area
/// insets and traits from a device preset (<doc:Environment#Devices>); `headlessOrientation` rotates it.
/// A window made with `init(frame:)` has no insets and the default device's traits.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The device the window simulates, if any.
    public private(set) var headlessDevice: HeadlessDevice?
    private var orientation: HeadlessOrientation = .portrait
    private var storedIsKeyWindow = false
    var windowSafeAreaInsets = UIEdgeInsets.zero
    var windowTraits: UITraitCollection = defaultTraits
    /// The simulated keyboard, created on first use (Containers/HeadlessKeyboard.swift).
    var storedKeyboard: HeadlessKeyboard?

    /// Creates a window with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isWindow = true
        HeadlessRunLoop.main.registerWindow(self)
    }

    /// Creates a window from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isWindow = true
        HeadlessRunLoop.main.registerWindow(self)
    }

    /// Creates a full-screen window of `device` in `orientation` (the device's default when nil).
    public convenience init(headlessDevice device: HeadlessDevice, orientation: HeadlessOrientation? = nil) {
        let orientation = orientation ?? device.defaultOrientation
        self.init(frame: CGRect(origin: .zero, size: device.windowSize(in: orientation)))
        headlessDevice = device
        self.orientation = orientation
        applyDevice()
    }

    /// The simulated orientation. Changing it resizes the window and updates its safe-area
    /// insets and traits; the layout follows at the next pass.
    public var headlessOrientation: HeadlessOrientation {
        get { orientation }
        set {
            guard newValue != orientation else { return }
            orientation = newValue
            applyDevice()
        }
    }

    /// The view controller whose view fills the window. Setting it loads the controller's view,
    /// adds it filling the window (resizing with it) and starts its appearance; the previous
    /// root disappears and its view leaves the window.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            if let old = storedRootViewController {
                old.runDisappearance()
                if old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
            }
            storedRootViewController = newValue
            guard let controller = newValue else { return }
            insertRootView(of: controller)
            controller.beginAppearance()
        }
    }
    private var storedRootViewController: UIViewController?

    /// Whether the window is the key window.
    open var isKeyWindow: Bool { storedIsKeyWindow }

    /// Makes the window the key window.
    open func makeKey() {
        storedIsKeyWindow = true
        UIWindow.lastKeyWindow = self
    }

    /// Makes the window the key window and shows it.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// The window made key last, not kept alive: its device is `UIScreen.main`'s and
    /// `UIDevice.current`'s.
    static var lastKeyWindow: UIWindow? {
        get { latestKeyWindow?.view(as: UIWindow.self) }
        set { latestKeyWindow = newValue?.itemReference }
    }
    private static var latestKeyWindow: HeadlessItemReference?

    /// The device of the window made key last (an iPhone 15 before any window is), and its
    /// orientation: what the system objects (`UIScreen.main`, `UIDevice.current`,
    /// `UIApplication.shared`) describe.
    static var lastKeyDevice: (device: HeadlessDevice, orientation: HeadlessOrientation) {
        let window = lastKeyWindow
        return (window?.headlessDevice ?? .iPhone15, window?.headlessOrientation ?? .portrait)
    }

    private func applyDevice() {
        guard let device = headlessDevice else { return }
        let size = device.windowSize(in: orientation)
        // Controllers hear of a size change before it happens; their coordinator's blocks run
        // once the window has its new size.
        let coordinator = HeadlessTransitionCoordinator()
        if size != bounds.size, let root = storedRootViewController {
            root.viewWillTransition(to: size, with: coordinator)
            var presented = root.presentedViewController
            while let controller = presented {
                controller.viewWillTransition(to: size, with: coordinator)
                presented = controller.presentedViewController
            }
        }
        frame = CGRect(origin: .zero, size: size)
        windowSafeAreaInsets = device.safeAreaInsets(in: orientation)
        windowTraits = device.traitCollection(in: orientation)
        // A trait change refreshes the derived geometry of the whole window already.
        if !traitEnvironmentMayHaveChanged() { refreshDerivedGeometryOfSubtree() }
        if coordinator.hasWork {
            layoutIfNeeded()
            coordinator.finish()
        }
    }
}
#endif
