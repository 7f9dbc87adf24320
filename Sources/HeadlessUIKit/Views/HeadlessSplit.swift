#if !canImport(UIKit)
import Foundation

/// The share of an iPad screen an app's window takes in Split View.
public enum HeadlessSplit: Hashable, Sendable, CaseIterable {
    /// About a third of the screen width.
    case oneThird
    /// Half of the screen width (landscape only).
    case half
    /// About two thirds of the screen width.
    case twoThirds
}
#endif
