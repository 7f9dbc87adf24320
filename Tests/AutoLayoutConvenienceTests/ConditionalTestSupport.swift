import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// A box that is 40 × 40 at the top-leading corner of `parent` while `condition` holds, and
/// 100 × 100 at the bottom-trailing corner otherwise (convenience-dsl.md §6.1).
@MainActor @discardableResult
func switchingBox(in parent: UIView, _ condition: UIView.Condition, box: UIView = UIView()) -> UIView {
    UIView.if(condition) {
        parent.addSubview(box, pinnedTo: .topLeading, of: .superview)
        box.constrain(widthAndHeight: 40)
    } else: {
        parent.addSubview(box, pinnedTo: .bottomTrailing, of: .superview)
        box.constrain(widthAndHeight: 100)
    }
    return box
}

/// The frame of a `switchingBox` whose condition holds, in a left-to-right parent of `size`.
func thenFrame(in size: CGSize, rightToLeft: Bool = false) -> CGRect {
    CGRect(x: rightToLeft ? size.width - 40 : 0, y: 0, width: 40, height: 40)
}

/// The frame of a `switchingBox` whose condition does not hold, in a parent of `size`.
func elseFrame(in size: CGSize, rightToLeft: Bool = false) -> CGRect {
    CGRect(x: rightToLeft ? 0 : size.width - 100, y: size.height - 100, width: 100, height: 100)
}

/// The iPhone 15 window sizes.
let portraitSize = CGSize(width: 393, height: 852)
let landscapeSize = CGSize(width: 852, height: 393)

/// A mutable value that callbacks can read without capturing views.
@MainActor final class Flag {
    var value: Bool
    var reads = 0
    init(_ value: Bool = false) { self.value = value }
    func read() -> Bool {
        reads += 1
        return value
    }
}

/// Lays out `window` and returns the box frame.
@MainActor func laidOut(_ box: UIView, in window: UIView) -> CGRect {
    window.layoutIfNeeded()
    return box.frame
}
