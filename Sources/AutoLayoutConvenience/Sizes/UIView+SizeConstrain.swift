#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Constrains the width and/or the height by constant requirements; nil constrains nothing.
    @discardableResult public func constrain(
        width: SizeConstrain<CGFloat>? = nil, height: SizeConstrain<CGFloat>? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        var recipe = ConstraintRecipe(view: self, operation: "size", site: CallSite(file: file, line: line))
        if let width { recipe.size(.width, width) }
        if let height { recipe.size(.height, height) }
        _ = recipe.finish()
        return self
    }

    /// Constrains width and height by the same constant requirement.
    @discardableResult public func constrain(
        widthAndHeight value: SizeConstrain<CGFloat>, file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        constrain(width: value, height: value, file: file, line: line)
    }

    /// Constrains the size: width by `value.width`, height by `value.height`, with the same
    /// relation, priority, multiplier and constant.
    @discardableResult public func constrain(
        size: SizeConstrain<CGSize>, file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        func axis(_ value: CGFloat) -> SizeConstrain<CGFloat> {
            SizeConstrain(type: size.type, value: value, priority: size.priority, multiplier: size.multiplier, constant: size.constant)
        }
        return constrain(width: axis(size.value.width), height: axis(size.value.height), file: file, line: line)
    }

    /// Constrains the width relative to the width of an x-axis layout and/or the height relative
    /// to the height of a y-axis layout. Unqualified anchorables resolve against the superview.
    @discardableResult public func constrain(
        width: SizeConstrain<XAxisLayout>? = nil, height: SizeConstrain<YAxisLayout>? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        var recipe = ConstraintRecipe(view: self, operation: "size", site: CallSite(file: file, line: line))
        if let width { recipe.size(.width, width) }
        if let height { recipe.size(.height, height) }
        _ = recipe.finish()
        return self
    }
}

extension ConstraintRecipe {
    /// `V.dimension REL value × multiplier + constant`.
    mutating func size(_ dimension: LayoutAttribute, _ requirement: SizeConstrain<CGFloat>) {
        fix(view[dimension], requirement.type.relation, constant: requirement.value * requirement.multiplier + requirement.constant,
            role: .controlling(dimension.role), detail: dimension.rawValue, priority: requirement.priority)
    }

    /// `V.dimension REL R.dimension × multiplier + constant`, R resolved in S.
    mutating func size<Layout: SingleAxisLayout>(_ dimension: LayoutAttribute, _ requirement: SizeConstrain<Layout>) {
        guard let reference = resolve(requirement.value.anchorable, for: dimension.rawValue) else { return }
        relate(view[dimension], requirement.type.relation, reference[dimension], multiplier: requirement.multiplier,
               constant: requirement.constant, role: .controlling(dimension.role), detail: dimension.rawValue, priority: requirement.priority)
    }
}
