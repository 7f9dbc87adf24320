#if !canImport(UIKit)
import Foundation

extension UIView {
    /// How a view's content fills its bounds, with UIKit's raw values. It never affects layout.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds, the default.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// At the top, unscaled.
        case top = 5
        /// At the bottom, unscaled.
        case bottom = 6
        /// At the left, unscaled.
        case left = 7
        /// At the right, unscaled.
        case right = 8
        /// In the top-left corner, unscaled.
        case topLeft = 9
        /// In the top-right corner, unscaled.
        case topRight = 10
        /// In the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// In the bottom-right corner, unscaled.
        case bottomRight = 12
    }
}
#endif
