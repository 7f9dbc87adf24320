#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// The configurations an audit lays a screen out in: every combination of the listed devices,
/// orientations, Split View shares (iPads), Dynamic Type sizes, directions and appearances.
///
///     var matrix = AuditMatrix.full
///     matrix.devices = [.iPhoneSE]          // narrow any dimension
///     matrix.appearances = [.light]
public struct AuditMatrix: Equatable, Sendable {
    /// The devices (default `HeadlessDevice.allPresets`).
    public var devices: [HeadlessDevice]
    /// The orientations (default both).
    public var orientations: [HeadlessOrientation]
    /// Whether devices with Split View are also laid out at each share their orientation offers.
    public var includesSplitView: Bool
    /// The Dynamic Type sizes (default XS, L, XXXL, AX3, AX5).
    public var contentSizes: [UIContentSizeCategory]
    /// The layout directions (default left-to-right and right-to-left).
    public var layoutDirections: [UITraitEnvironmentLayoutDirection]
    /// The appearances (default light and dark).
    public var appearances: [UIUserInterfaceStyle]
    /// The configuration sibling overlaps are compared with; nil for the first device, portrait,
    /// full screen, text L, left-to-right, light.
    public var reference: AuditConfiguration?

    /// Creates a matrix; the defaults are the full matrix.
    public init(
        devices: [HeadlessDevice] = HeadlessDevice.allPresets,
        orientations: [HeadlessOrientation] = [.portrait, .landscape],
        includesSplitView: Bool = true,
        contentSizes: [UIContentSizeCategory] = AuditMatrix.defaultContentSizes,
        layoutDirections: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft],
        appearances: [UIUserInterfaceStyle] = [.light, .dark],
        reference: AuditConfiguration? = nil
    ) {
        self.devices = devices
        self.orientations = orientations
        self.includesSplitView = includesSplitView
        self.contentSizes = contentSizes
        self.layoutDirections = layoutDirections
        self.appearances = appearances
        self.reference = reference
    }

    /// XS, L, XXXL, AX3 and AX5.
    public static let defaultContentSizes: [UIContentSizeCategory] = [
        .extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Every device, orientation, split, text size, direction and appearance.
    public static let full = AuditMatrix()

    /// One configuration: `device` in portrait, text L, left-to-right, light.
    public static func single(_ device: HeadlessDevice) -> AuditMatrix {
        AuditMatrix(devices: [device], orientations: [.portrait], includesSplitView: false, contentSizes: [.large],
                    layoutDirections: [.leftToRight], appearances: [.light])
    }

    /// The device layouts (device, split, orientation) before text size, direction and appearance.
    public var geometries: [AuditConfiguration] {
        var result: [AuditConfiguration] = []
        for device in devices {
            for orientation in orientations {
                var full = device
                full.split = nil
                result.append(AuditConfiguration(device: full, orientation: orientation))
                guard includesSplitView, let widths = device.splitWidths[orientation] else { continue }
                for split in HeadlessSplit.allCases where widths[split] != nil {
                    var shared = device
                    shared.split = split
                    shared.name = device.name.replacingOccurrences(of: " (Split View)", with: "")
                    result.append(AuditConfiguration(device: shared, orientation: orientation))
                }
            }
        }
        return result
    }

    /// Every configuration, geometry by geometry.
    public var configurations: [AuditConfiguration] {
        geometries.flatMap { geometry in
            contentSizes.flatMap { size in
                layoutDirections.flatMap { direction in
                    appearances.map { style in
                        var configuration = geometry
                        configuration.device.preferredContentSizeCategory = size
                        configuration.device.layoutDirection = direction
                        configuration.device.userInterfaceStyle = style
                        return configuration
                    }
                }
            }
        }
    }

    /// The reference configuration: `reference`, or the default one.
    public var effectiveReference: AuditConfiguration? {
        if let reference { return reference }
        guard var device = devices.first else { return nil }
        device.split = nil
        device.preferredContentSizeCategory = .large
        device.layoutDirection = .leftToRight
        device.userInterfaceStyle = .light
        return AuditConfiguration(device: device, orientation: .portrait)
    }
}
#endif
