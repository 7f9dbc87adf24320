#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Keeps the width and/or height within closed ranges.
    @discardableResult public func constrain(
        widthBetween width: ClosedRange<CGFloat>? = nil, heightBetween height: ClosedRange<CGFloat>? = nil,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        var recipe = ConstraintRecipe(view: self, operation: "sizeRange", site: CallSite(file: file, line: line))
        if let width { recipe.range(.width, width.lowerBound, width.upperBound, priority) }
        if let height { recipe.range(.height, height.lowerBound, height.upperBound, priority) }
        _ = recipe.finish()
        return self
    }

    /// Keeps the width and/or height within half-open ranges: the upper bound becomes the largest
    /// size below it on the pixel grid (one pixel less).
    @discardableResult public func constrain(
        widthBetween width: Range<CGFloat>? = nil, heightBetween height: Range<CGFloat>? = nil,
        priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        var recipe = ConstraintRecipe(view: self, operation: "sizeRange", site: CallSite(file: file, line: line))
        if let width { recipe.range(.width, width.lowerBound, width.upperBound - 1 / scale, priority) }
        if let height { recipe.range(.height, height.lowerBound, height.upperBound - 1 / scale, priority) }
        _ = recipe.finish()
        return self
    }
}

extension ConstraintRecipe {
    /// `V.dimension ≥ lower` and `V.dimension ≤ upper`.
    mutating func range(_ dimension: LayoutAttribute, _ lower: CGFloat, _ upper: CGFloat, _ priority: UILayoutPriority) {
        fix(view[dimension], .greaterThanOrEqual, constant: lower, role: .controlling(dimension.role), detail: "lower.\(dimension.rawValue)", priority: priority)
        fix(view[dimension], .lessThanOrEqual, constant: upper, role: .controlling(dimension.role), detail: "upper.\(dimension.rawValue)", priority: priority)
    }
}
