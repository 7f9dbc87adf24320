#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Adds `subview`, as large as `box` allows but never larger, with its `pinning` point at the
    /// `to` point of `of` (default: the box) whenever it is smaller than the box.
    @discardableResult public func addSubview(
        _ subview: UIView, fillingAtMost box: BoxLayout, insets: NSDirectionalEdgeInsets = Default.insets,
        pinning: LayoutPosition, to: LayoutPosition, of point: PointLayout? = nil, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(fillingAtMost: box, insets: insets, pinning: pinning, to: to, of: point, offset: offset, file: file, line: line)
    }

    /// Adds `subview`, as large as `box` allows but never larger, with `position` pinned to the
    /// same position of `of` (default: the box).
    @discardableResult public func addSubview(
        _ subview: UIView, fillingAtMost box: BoxLayout, insets: NSDirectionalEdgeInsets = Default.insets,
        pinnedTo position: LayoutPosition = .center, of point: PointLayout? = nil, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(fillingAtMost: box, insets: insets, pinning: position, to: position, of: point, offset: offset, file: file, line: line)
    }

    /// Makes the view fill `box` at most, with `position` pinned to the same position of `of`.
    @discardableResult public func constrain(
        fillingAtMost box: BoxLayout, insets: NSDirectionalEdgeInsets = Default.insets,
        pinnedTo position: LayoutPosition = .center, of point: PointLayout? = nil, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        constrain(fillingAtMost: box, insets: insets, pinning: position, to: position, of: point, offset: offset, file: file, line: line)
    }

    /// Makes the view fill `box` at most, with its `pinning` point at the `to` point of `of`.
    ///
    /// One list: the position pin at priority 749, the fill at priority 300 (it beats default
    /// hugging), and required inequalities that keep the view inside the inset box.
    @discardableResult public func constrain(
        fillingAtMost box: BoxLayout, insets: NSDirectionalEdgeInsets = Default.insets,
        pinning: LayoutPosition, to: LayoutPosition, of point: PointLayout? = nil, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        var recipe = ConstraintRecipe(view: self, operation: "fillAtMost", site: CallSite(file: file, line: line))
        let resolved = recipe.resolve(insets)
        let reference = point ?? PointLayout(x: box.leading, y: box.top)
        recipe.pin(pinning, to: to, of: reference, offset: offset, details: ("pin.x", "pin.y"), priority: .fillingAtMostPin)
        recipe.fill(box, insets: resolved, qualifier: "fill", priority: .fillingAtMostFill)
        recipe.fill(box, insets: resolved, qualifier: "bound", contained: true)
        return recipe.finish()
    }
}

extension UILayoutPriority {
    /// The position pin of `fillingAtMost`: just below `.defaultHigh` compression resistance.
    static let fillingAtMostPin = UILayoutPriority(749)
    /// The fill of `fillingAtMost`: above default hugging (250), below the pin.
    static let fillingAtMostFill = UILayoutPriority(300)
}
