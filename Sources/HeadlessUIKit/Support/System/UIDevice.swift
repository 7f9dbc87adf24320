#if !canImport(UIKit)
import Foundation

/// The simulated device, as far as layout code reads it: that of the window made key last (an
/// iPhone 15 before any window is). Names follow iOS 16 and later, which give apps the generic
/// model name.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device of the window made key last.
    public class var current: UIDevice { UIDevice() }

    private var device: HeadlessDevice { UIWindow.lastKeyDevice.device }

    /// The idiom: phone, pad…
    open var userInterfaceIdiom: UIUserInterfaceIdiom { device.userInterfaceIdiom }
    /// The generic model name: "iPhone" or "iPad".
    open var model: String { device.userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The same as `model`.
    open var localizedModel: String { model }
    /// The generic name ("iPhone", "iPad"), as iOS 16 and later give it.
    open var name: String { model }
    /// "iOS".
    open var systemName: String { "iOS" }
    /// The version the package models: "17.0".
    open var systemVersion: String { "17.0" }
    /// The orientation of the window made key last: portrait, or landscape with the home
    /// indicator on the right (`.landscapeLeft`).
    open var orientation: UIDeviceOrientation {
        UIWindow.lastKeyDevice.orientation == .portrait ? .portrait : .landscapeLeft
    }
    /// Whether orientation notifications are being generated; stored.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Starts orientation notifications (none are posted headless).
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Whether the device multitasks: true.
    open var isMultitaskingSupported: Bool { true }
}

/// The physical orientation of a device, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, the home indicator on the right.
    case landscapeLeft
    /// On its side, the home indicator on the left.
    case landscapeRight
    /// Lying face up.
    case faceUp
    /// Lying face down.
    case faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
#endif
