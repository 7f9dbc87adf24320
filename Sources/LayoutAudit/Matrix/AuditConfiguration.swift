#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// One cell of the audit matrix: a device (with its Split View share), an orientation, a
/// Dynamic Type size, a layout direction and an appearance.
public struct AuditConfiguration: Equatable, Sendable {
    /// The device preset with the configuration's split, text size, direction and appearance set.
    public var device: HeadlessDevice
    /// The orientation the window is laid out in.
    public var orientation: HeadlessOrientation

    /// Creates a configuration of `device` (whose traits it keeps) in `orientation`.
    public init(device: HeadlessDevice, orientation: HeadlessOrientation) {
        self.device = device
        self.orientation = orientation
    }

    /// The Split View share in effect, nil for full screen.
    public var split: HeadlessSplit? { device.effectiveSplit(in: orientation) }
    /// The Dynamic Type size.
    public var contentSizeCategory: UIContentSizeCategory { device.preferredContentSizeCategory }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { device.layoutDirection }
    /// The appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle { device.userInterfaceStyle }

    /// Whether `other` lays out on the same device, split and orientation (text size, direction
    /// and appearance may differ).
    public func hasSameGeometry(as other: AuditConfiguration) -> Bool {
        device.name == other.device.name && orientation == other.orientation && split == other.split
    }
}

extension AuditConfiguration: CustomStringConvertible {
    /// A readable name, e.g. `iPhone 15, portrait, text L, LTR, light`.
    public var description: String {
        var parts = [device.name, orientation.isPortrait ? "portrait" : "landscape"]
        if let split { parts.append("split \(AuditNames.split(split))") }
        parts.append("text \(AuditNames.contentSize(contentSizeCategory))")
        parts.append(layoutDirection == .rightToLeft ? "RTL" : "LTR")
        parts.append(userInterfaceStyle == .dark ? "dark" : "light")
        return parts.joined(separator: ", ")
    }

    /// A name usable in file names, e.g. `iphone-15-portrait-l-ltr-light`.
    public var slug: String {
        let text = description.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(text).split(separator: "-").joined(separator: "-")
    }
}
#endif
