#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Adds `subview` and makes it fill `box`, each edge inset by `insets` (positive inwards).
    @discardableResult public func addSubview(
        _ subview: UIView, filling box: BoxLayout, insets: NSDirectionalEdgeInsets = Default.insets,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(filling: box, insets: insets, file: file, line: line)
    }

    /// Makes the view fill `box`, each edge inset by `insets` (positive inwards).
    @discardableResult public func constrain(
        filling box: BoxLayout, insets: NSDirectionalEdgeInsets = Default.insets,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        var recipe = ConstraintRecipe(view: self, operation: "fill", site: CallSite(file: file, line: line))
        recipe.fill(box, insets: recipe.resolve(insets), qualifier: nil)
        return recipe.finish()
    }
}

extension ConstraintRecipe {
    /// The four edge constraints of filling `box`, in the order top, leading, bottom, trailing;
    /// `contained` makes them the inequalities that keep V inside the box.
    mutating func fill(
        _ box: BoxLayout, insets: NSDirectionalEdgeInsets, qualifier: String?,
        contained: Bool = false, priority: UILayoutPriority = .required
    ) {
        let edges: [(LayoutAttribute, LayoutAnchorable, CGFloat)] = [
            (.top, box.top, insets.top), (.leading, box.leading, insets.leading),
            (.bottom, box.bottom, insets.bottom), (.trailing, box.trailing, insets.trailing),
        ]
        for (edge, anchorable, value) in edges {
            guard let reference = resolve(anchorable, for: Self.detail(qualifier, edge)) else { continue }
            inset(edge, from: reference, by: value, contained: contained, qualifier: qualifier, priority: priority)
        }
    }
}
