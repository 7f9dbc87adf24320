#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Adds `subview` aligned vertically as `vertically` says; horizontally the default layout.
    @discardableResult public func addSubview(
        _ subview: UIView, aligningVerticallyTo vertically: ConstrainedVerticalLayout, insets: NSDirectionalEdgeInsets = Default.insets,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(vertically: vertically, horizontally: .default, insets: insets, file: file, line: line)
    }

    /// Adds `subview` aligned horizontally as `horizontally` says; vertically the default layout.
    @discardableResult public func addSubview(
        _ subview: UIView, aligningHorizontallyTo horizontally: ConstrainedHorizontalLayout = .default, insets: NSDirectionalEdgeInsets = Default.insets,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(vertically: .default, horizontally: horizontally, insets: insets, file: file, line: line)
    }

    /// Adds `subview` aligned on both axes.
    @discardableResult public func addSubview(
        _ subview: UIView, aligningVerticallyTo vertically: ConstrainedVerticalLayout, horizontallyTo horizontally: ConstrainedHorizontalLayout,
        insets: NSDirectionalEdgeInsets = Default.insets, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubviewForAutoLayout(subview).constrain(vertically: vertically, horizontally: horizontally, insets: insets, file: file, line: line)
    }

    /// README spelling of `addSubview(_:aligningVerticallyTo:horizontallyTo:insets:)`.
    @discardableResult public func addSubview(
        _ subview: UIView, aligningVerticallyTo vertically: ConstrainedVerticalLayout, horizontally: ConstrainedHorizontalLayout,
        insets: NSDirectionalEdgeInsets = Default.insets, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        addSubview(subview, aligningVerticallyTo: vertically, horizontallyTo: horizontally, insets: insets, file: file, line: line)
    }

    /// Aligns the view on both axes: each edge is pinned or kept inside as the layouts say, so the
    /// view never grows past its layouts. Horizontal constraints come first.
    @discardableResult public func constrain(
        vertically: ConstrainedVerticalLayout = .default, horizontally: ConstrainedHorizontalLayout = .default,
        insets: NSDirectionalEdgeInsets = Default.insets, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        var recipe = ConstraintRecipe(view: self, operation: "align", site: CallSite(file: file, line: line))
        let resolved = recipe.resolve(insets)
        recipe.constrainCrossAxis(.horizontal, horizontally.request, refs: [.default], insets: resolved, qualifier: nil, in: recipe.base)
        recipe.constrainCrossAxis(.vertical, vertically.request, refs: [.default], insets: resolved, qualifier: nil, in: recipe.base)
        return recipe.finish()
    }
}
