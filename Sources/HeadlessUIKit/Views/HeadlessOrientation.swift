#if !canImport(UIKit)
import Foundation

/// The orientation of a headless device's screen.
public enum HeadlessOrientation: Hashable, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape

    /// Whether this is `.portrait`.
    public var isPortrait: Bool { self == .portrait }

    /// Whether this is `.landscape`.
    public var isLandscape: Bool { self == .landscape }
}
#endif
