#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// How much of the view the keyboard covers, in points (<doc:ScrollingAndKeyboard#Overflow-scroll-views>): the
    /// height of the intersection of the view's frame in its window with the keyboard's frame, the keyboard's x and
    /// width replaced by the view's, so only the vertical extents count. 0 without a window or keyboard, and for
    /// geometry that is not finite.
    func keyboardOverlap() -> CGFloat {
        guard let window, let keyboard = currentKeyboardFrame(in: window, trackedScreenFrame: KeyboardTracker.shared.screenEndFrame) else {
            return 0
        }
        let frame = convert(bounds, to: nil)
        let edges = [frame.minY, frame.maxY, keyboard.minY, keyboard.maxY]
        guard edges.allSatisfy(\.isFinite) else { return 0 }
        return max(min(frame.maxY, keyboard.maxY) - max(frame.minY, keyboard.minY), 0)
    }

    /// Lays out from the topmost ancestor (`wholeHierarchy`) or from the view itself.
    func layoutAfterKeyboardChange(wholeHierarchy: Bool) {
        let root = wholeHierarchy ? LayoutHierarchy.root(of: self) : self
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }
}
