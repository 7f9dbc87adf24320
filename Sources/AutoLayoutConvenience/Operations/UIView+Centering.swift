#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Adds `subview` centred in `layout`, moved by `offset`.
    @discardableResult public func addSubview(
        _ subview: UIView, centeredIn layout: PointLayout = .default, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(centeredIn: layout, offset: offset, file: file, line: line)
    }

    /// Centres the view in `layout`, moved by `offset`.
    @discardableResult public func constrain(
        centeredIn layout: PointLayout = .default, offset: CGPoint = .zero,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        var recipe = ConstraintRecipe(view: self, operation: "center", site: CallSite(file: file, line: line))
        recipe.pin(.center, to: .center, of: layout, offset: offset)
        return recipe.finish()
    }
}
