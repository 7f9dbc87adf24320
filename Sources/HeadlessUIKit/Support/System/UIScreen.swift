#if !canImport(UIKit)
import Foundation

/// The screen of the simulated device: that of the window made key last (an iPhone 15 in
/// portrait before any window is), in the window's orientation.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    let device: HeadlessDevice
    let orientation: HeadlessOrientation

    init(device: HeadlessDevice, orientation: HeadlessOrientation) {
        self.device = device
        self.orientation = orientation
        super.init()
    }

    /// The screen of the window made key last.
    public class var main: UIScreen {
        let (device, orientation) = UIWindow.lastKeyDevice
        return UIScreen(device: device, orientation: orientation)
    }

    /// The screen's rectangle in points, in the current orientation.
    open var bounds: CGRect { CGRect(origin: .zero, size: device.screenSize(in: orientation)) }
    /// Pixels per point.
    open var scale: CGFloat { device.scale }
    /// The physical pixels per point (the same as `scale` headless).
    open var nativeScale: CGFloat { device.scale }
    /// The screen's rectangle in pixels, in portrait.
    open var nativeBounds: CGRect {
        let size = device.portraitScreenSize
        return CGRect(x: 0, y: 0, width: size.width * device.scale, height: size.height * device.scale)
    }
    /// The screen's traits.
    open var traitCollection: UITraitCollection { device.traitCollection(in: orientation) }
}

extension UIWindow {
    /// The screen the window is on.
    public var screen: UIScreen {
        UIScreen(device: headlessDevice ?? .iPhone15, orientation: headlessOrientation)
    }
}
#endif
