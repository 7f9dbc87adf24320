#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Constrains the width and/or the height to constants; nil constrains nothing.
    @discardableResult public func constrain(
        width: CGFloat? = nil, height: CGFloat? = nil, priority: UILayoutPriority = .required,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        constrain(width: width.map { .exactly($0, priority: priority) }, height: height.map { .exactly($0, priority: priority) }, file: file, line: line)
    }

    /// Constrains the size to a constant.
    @discardableResult public func constrain(
        size: CGSize, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        constrain(width: size.width, height: size.height, priority: priority, file: file, line: line)
    }

    /// Constrains width and height to the same constant.
    @discardableResult public func constrain(
        widthAndHeight value: CGFloat, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        constrain(width: value, height: value, priority: priority, file: file, line: line)
    }

    /// Makes the width `ratio` times the height.
    @discardableResult public func constrainAspectRatio(
        _ ratio: CGFloat, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        var recipe = ConstraintRecipe(view: self, operation: "aspect", site: CallSite(file: file, line: line))
        recipe.relate(self[.width], .equal, self[.height], multiplier: ratio, constant: 0, role: .controlling(.width), detail: "width", priority: priority)
        _ = recipe.finish()
        return self
    }

    /// Gives the view the aspect ratio of `size` (width / height).
    @discardableResult public func constrainAspectRatio(
        for size: CGSize, priority: UILayoutPriority = .required, file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        guard size.height != 0 else {
            LayoutDiagnostics.report(.invalidArgument, "aspect: the size \(size) has no height, so it has no aspect ratio; nothing was constrained", file: file, line: line)
            return self
        }
        return constrainAspectRatio(size.width / size.height, priority: priority, file: file, line: line)
    }
}
