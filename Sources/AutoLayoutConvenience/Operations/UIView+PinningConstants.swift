#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Adds `subview` at the constant `rect`, measured from the leading and top edges of `box`.
    @discardableResult public func addSubview(
        _ subview: UIView, pinnedAt rect: CGRect, in box: BoxLayout = .default,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(pinnedAt: rect, in: box, file: file, line: line)
    }

    /// Adds `subview` with its top-leading corner at the constant `point` of `box`; its size comes
    /// from other constraints or its intrinsic size.
    @discardableResult public func addSubview(
        _ subview: UIView, pinnedAt point: CGPoint, in box: BoxLayout = .default,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(pinning: .topLeading, at: point, in: box, file: file, line: line)
    }

    /// Adds `subview` with its `position` at the constant `point` of `box`.
    @discardableResult public func addSubview(
        _ subview: UIView, pinning position: LayoutPosition, at point: CGPoint, in box: BoxLayout = .default,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(pinning: position, at: point, in: box, file: file, line: line)
    }

    /// Places the view at the constant `rect`, measured from the leading and top edges of `box`.
    @discardableResult public func constrain(
        pinnedAt rect: CGRect, in box: BoxLayout = .default,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        var recipe = ConstraintRecipe(view: self, operation: "pinRect", site: CallSite(file: file, line: line))
        recipe.place(.topLeading, at: rect.origin, in: box)
        recipe.fix(self[.width], constant: rect.width, role: .controlling(.width), detail: "width")
        recipe.fix(self[.height], constant: rect.height, role: .controlling(.height), detail: "height")
        return recipe.finish()
    }

    /// Places the view's top-leading corner at the constant `point` of `box`.
    @discardableResult public func constrain(
        pinnedAt point: CGPoint, in box: BoxLayout = .default,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        constrain(pinning: .topLeading, at: point, in: box, file: file, line: line)
    }

    /// Places the view's `position` at the constant `point`, measured from the leading and top
    /// edges of `box`.
    @discardableResult public func constrain(
        pinning position: LayoutPosition, at point: CGPoint, in box: BoxLayout = .default,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        var recipe = ConstraintRecipe(view: self, operation: "pinPoint", site: CallSite(file: file, line: line))
        recipe.place(position, at: point, in: box)
        return recipe.finish()
    }
}

extension ConstraintRecipe {
    /// `Rleading.leading.anchorWithOffset(to: V.x(position)) == point.x` and the same for y with top.
    mutating func place(_ position: LayoutPosition, at point: CGPoint, in box: BoxLayout) {
        for (attribute, anchorable, edge, value) in [(position.x, box.leading, LayoutAttribute.leading, point.x), (position.y, box.top, .top, point.y)] {
            guard let reference = resolve(anchorable, for: attribute.rawValue) else { continue }
            // An offset from the box's leading (top) edge to V's leading (top) edge is an inset.
            let role: ConstraintRole = attribute == edge ? .inset(edge.role, sign: 1) : .controlling(attribute.role)
            offset(from: reference[edge], to: view[attribute], constant: value, role: role, detail: attribute.rawValue)
        }
    }
}
