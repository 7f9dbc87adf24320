#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// How much of the view the keyboard covers, in points (convenience-dsl.md §8.1): the height
    /// of the intersection of the view's frame in its window with the keyboard's frame, the
    /// keyboard's x and width replaced by the view's. 0 without a window or keyboard.
    func keyboardOverlap() -> CGFloat {
        guard let window, let keyboard = currentKeyboardFrame(in: window, trackedScreenFrame: KeyboardTracker.shared.screenEndFrame) else {
            return 0
        }
        let frame = convert(bounds, to: nil)
        let band = CGRect(x: frame.minX, y: keyboard.minY, width: frame.width, height: keyboard.height)
        let overlap = frame.intersection(band)
        guard !overlap.isNull, overlap.height.isFinite else { return 0 }
        return max(overlap.height, 0)
    }

    /// Lays out from the topmost ancestor (`wholeHierarchy`) or from the view itself.
    func layoutAfterKeyboardChange(wholeHierarchy: Bool) {
        var root: UIView = self
        if wholeHierarchy { while let superview = root.superview { root = superview } }
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }
}
