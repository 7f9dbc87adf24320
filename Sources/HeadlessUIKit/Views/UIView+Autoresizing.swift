#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Which parts of a view's frame follow its superview's size (<doc:Solving#Autoresizing>).
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Brings this view's autoresizing constraints to its current frame and mask: the constants
    /// change in place when only the frame moved, as UIKit updates them; other changes replace
    /// the constraints. Removes them when the view does not translate its mask or has no
    /// superview.
    func rebuildAutoresizingConstraints() {
        guard translatesAutoresizingMaskIntoConstraints, let superview = storedSuperview else {
            removeAutoresizingConstraints()
            return
        }
        let frame = alignmentRect(forFrame: storedFrame)
        // Layout ignores bounds origins (a scroll view's offset): the frame is measured from the
        // superview's origin, as the solved frame is.
        let container = CGRect(origin: .zero, size: superview.bounds.size)
        let code = "h=" + maskCode(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            + " v=" + maskCode(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
        let horizontal = HeadlessAutoresizingAxis(
            leading: frame.minX - container.minX, size: frame.width, trailing: container.maxX - frame.maxX,
            flexible: (autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                       autoresizingMask.contains(.flexibleRightMargin)))
        let vertical = HeadlessAutoresizingAxis(
            leading: frame.minY - container.minY, size: frame.height, trailing: container.maxY - frame.maxY,
            flexible: (autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                       autoresizingMask.contains(.flexibleBottomMargin)))
        var made: [NSAutoresizingMaskLayoutConstraint] = []
        for (axis, rule) in [(NSLayoutConstraint.Axis.horizontal, horizontal), (.vertical, vertical)] {
            let position = rule.leadingFunction, size = rule.sizeFunction
            made.append(NSAutoresizingMaskLayoutConstraint(
                view: self, superview: superview, axis: axis, part: .position,
                multiplier: position.multiplier, constant: position.constant, maskCode: code))
            made.append(NSAutoresizingMaskLayoutConstraint(
                view: self, superview: superview, axis: axis, part: .size,
                multiplier: size.multiplier, constant: size.constant, maskCode: code))
        }
        let current = autoresizingConstraints
        if current.count == made.count, zip(current, made).allSatisfy({ $0.hasSameShape(as: $1, in: superview) }) {
            // Within a millionth of a point is the same constant, as for frames.
            for (old, new) in zip(current, made) where !(abs(old.constant - new.constant) <= 1e-6) { old.constant = new.constant }
            return
        }
        removeAutoresizingConstraints()
        autoresizingConstraints = made
        for constraint in made { superview.install(constraint) }
    }

    private func removeAutoresizingConstraints() {
        for constraint in autoresizingConstraints { constraint.performDeactivation() }
        autoresizingConstraints = []
    }

    private func maskCode(_ leading: AutoresizingMask, _ size: AutoresizingMask, _ trailing: AutoresizingMask) -> String {
        [leading, size, trailing].map { autoresizingMask.contains($0) ? "&" : "-" }.joined()
    }
}

/// One axis of a frame inside its superview: leading margin, size and trailing margin, and
/// which of them are flexible. A change of the superview's size is shared among the flexible
/// portions in proportion to their current sizes (equally when they sum to zero).
struct HeadlessAutoresizingAxis {
    let leading: CGFloat
    let size: CGFloat
    let trailing: CGFloat
    let flexible: (leading: Bool, size: Bool, trailing: Bool)

    /// A portion as a function of the superview's size `S'`: `multiplier × S' + constant`.
    typealias Function = (multiplier: CGFloat, constant: CGFloat)

    var leadingFunction: Function { function(for: leading, isFlexible: flexible.leading) }
    var sizeFunction: Function { function(for: size, isFlexible: flexible.size) }

    private func function(for portion: CGFloat, isFlexible: Bool) -> Function {
        guard isFlexible else { return (0, portion) }
        let portions = [(leading, flexible.leading), (size, flexible.size), (trailing, flexible.trailing)]
        let flexibleSum = portions.filter(\.1).map(\.0).reduce(0, +)
        let flexibleCount = CGFloat(portions.filter(\.1).count)
        let total = leading + size + trailing
        // S' − total is the change to share.
        let share: CGFloat = flexibleSum != 0 ? portion / flexibleSum : 1 / flexibleCount
        return (share, portion - share * total)
    }
}
#endif
