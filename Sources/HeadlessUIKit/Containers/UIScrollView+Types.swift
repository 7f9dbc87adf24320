#if !canImport(UIKit)
import Foundation

extension UIScrollView {
    /// Which safe-area edges are added to `contentInset` to give `adjustedContentInset`
    /// (<doc:GeometryGuides#Scroll-views>).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes` here (UIKit also adjusts for navigation bars of view controllers).
        case automatic = 0
        /// The edges of the axes that scroll: content larger than the frame, or `alwaysBounce…`.
        case scrollableAxes = 1
        /// No adjustment.
        case never = 2
        /// Every edge, by the scroll view's `safeAreaInsets`.
        case always = 3
    }

    /// How dragging the scroll view dismisses the keyboard; recorded, without effect here.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss the keyboard.
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// The keyboard follows the dragging touch.
        case interactive = 2
        /// Like `onDrag`, including the keyboard's accessory view.
        case onDragWithAccessory = 3
        /// Like `interactive`, including the keyboard's accessory view.
        case interactiveWithAccessory = 4
    }

    /// The look of the scroll indicators; it never affects layout.
    public enum IndicatorStyle: Int, Sendable {
        /// Follows the interface style.
        case `default` = 0
        /// Dark indicators, for light backgrounds.
        case black = 1
        /// Light indicators, for dark backgrounds.
        case white = 2
    }
}
#endif
