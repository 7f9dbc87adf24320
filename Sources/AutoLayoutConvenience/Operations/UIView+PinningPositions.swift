#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Adds `subview` with `position` pinned to the same position of `layout`, moved by `offset`.
    @discardableResult public func addSubview(
        _ subview: UIView, pinnedTo position: LayoutPosition, of layout: PointLayout = .default, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(pinning: position, to: position, of: layout, offset: offset, file: file, line: line)
    }

    /// Adds `subview` with its `pinning` point at the `to` point of `layout`, moved by `offset`.
    @discardableResult public func addSubview(
        _ subview: UIView, pinning: LayoutPosition, to: LayoutPosition, of layout: PointLayout = .default, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(pinning: pinning, to: to, of: layout, offset: offset, file: file, line: line)
    }

    /// Pins `position` of the view to the same position of `layout`, moved by `offset`.
    @discardableResult public func constrain(
        pinnedTo position: LayoutPosition, of layout: PointLayout = .default, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        constrain(pinning: position, to: position, of: layout, offset: offset, file: file, line: line)
    }

    /// Pins the `pinning` point of the view to the `to` point of `layout`, moved by `offset`.
    ///
    /// Positive `offset.y` moves down; positive `offset.x` moves towards trailing for leading and
    /// trailing anchors and to the right for centres.
    @discardableResult public func constrain(
        pinning: LayoutPosition, to: LayoutPosition, of layout: PointLayout = .default, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        var recipe = ConstraintRecipe(view: self, operation: "pin", site: CallSite(file: file, line: line))
        recipe.pin(pinning, to: to, of: layout, offset: offset)
        return recipe.finish()
    }
}

extension ConstraintRecipe {
    /// `V.x(pinning) == Rx.x(to) + offset.x` and the same for y; details default to the roles.
    mutating func pin(
        _ pinning: LayoutPosition, to target: LayoutPosition, of layout: PointLayout, offset: CGPoint,
        details: (x: String, y: String)? = nil, priority: UILayoutPriority = .required
    ) {
        let xDetail = details?.x ?? pinning.x.rawValue
        let yDetail = details?.y ?? pinning.y.rawValue
        if let reference = resolve(layout.x, for: xDetail) {
            relate(view[pinning.x], .equal, reference[target.x], constant: offset.x, role: .controlling(pinning.x.role), detail: xDetail, priority: priority)
        }
        if let reference = resolve(layout.y, for: yDetail) {
            relate(view[pinning.y], .equal, reference[target.y], constant: offset.y, role: .controlling(pinning.y.role), detail: yDetail, priority: priority)
        }
    }
}
