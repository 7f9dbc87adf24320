#if !canImport(UIKit)
import Foundation

/// How a view's content is flipped when the layout direction is right-to-left.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Content follows the layout direction.
    case unspecified = 0
    /// Playback controls (play, rewind, scrubbers) that always run left to right.
    case playback = 1
    /// Controls whose meaning is spatial (a D-pad, alignment controls); never flipped.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}
#endif
