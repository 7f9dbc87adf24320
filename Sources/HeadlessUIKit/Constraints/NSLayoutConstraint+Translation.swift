#if !canImport(UIKit)
import Foundation
import LayoutSolver

extension NSLayoutConstraint {
    /// Whether leading and trailing resolve right to left: the first item's view decides
    /// (uikit-model.md §3.2).
    var headlessRightToLeft: Bool {
        guard headlessIsDirectional, let view = firstSpec.items.first?.headlessHierarchyView else { return false }
        return view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The solver form of an app constraint: `first − multiplier × second − constant <rel> 0`.
    ///
    /// Right to left, every horizontal position `x` is read as `R − x`, with `R` the right edge
    /// of the installing view, so that directional values grow towards trailing and the constant
    /// pushes towards trailing. `R` cancels out unless the multiplier is not 1.
    func headlessTranslate() -> [SolverConstraint]? {
        let mirrored = headlessRightToLeft
        var builder = HeadlessLinearBuilder()
        var mirrorCount = 0.0
        guard headlessAccumulate(firstSpec, 1, mirrored, &builder, &mirrorCount) else { return nil }
        if let secondSpec {
            guard headlessAccumulate(secondSpec, -Double(multiplier), mirrored, &builder, &mirrorCount) else { return nil }
        }
        builder.constant -= Double(constant)
        if mirrorCount != 0 {
            guard let reference = headlessContainer ?? firstSpec.items.first?.headlessHierarchyView else { return nil }
            let variables = reference.headlessVariables
            builder.add(variables.minX, mirrorCount)
            builder.add(variables.width, mirrorCount)
        }
        return [SolverConstraint(builder.expression, relation.solverRelation, priority: priority.solverPriority, name: identifier)]
    }

    /// Adds `coefficient × value(spec)`; false when the spec's item no longer exists.
    private func headlessAccumulate(
        _ spec: HeadlessAnchorSpec, _ coefficient: Double, _ mirrored: Bool,
        _ builder: inout HeadlessLinearBuilder, _ mirrorCount: inout Double
    ) -> Bool {
        if let offset = spec.offset {
            return headlessAccumulate(offset.to, coefficient, mirrored, &builder, &mirrorCount)
                && headlessAccumulate(offset.from, -coefficient, mirrored, &builder, &mirrorCount)
        }
        guard var item = spec.layoutItem else { return false }
        var (attribute, isMargin) = spec.attribute.withoutMargin
        if isMargin {
            guard let view = item as? UIView else { return false }
            item = view.layoutMarginsGuide
        }
        if !isMargin, let scrollView = item as? UIScrollView, headlessMeansContentArea(of: scrollView, attribute) {
            item = scrollView.contentLayoutGuide
        }
        if attribute == .leading { attribute = mirrored ? .right : .left }
        if attribute == .trailing { attribute = mirrored ? .left : .right }
        var k = coefficient
        if mirrored, attribute.isXLocation {
            mirrorCount += k
            k = -k
        }
        let variables = item.headlessVariables
        switch attribute {
        case .left:
            builder.add(variables.minX, k)
        case .right:
            builder.add(variables.minX, k)
            builder.add(variables.width, k)
        case .centerX:
            builder.add(variables.minX, k)
            builder.add(variables.width, k / 2)
        case .top:
            builder.add(variables.minY, k)
        case .bottom:
            builder.add(variables.minY, k)
            builder.add(variables.height, k)
        case .centerY:
            builder.add(variables.minY, k)
            builder.add(variables.height, k / 2)
        case .width:
            builder.add(variables.width, k)
        case .height:
            builder.add(variables.height, k)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else { return false }
            let first = attribute == .firstBaseline
            let baselineView = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let baseline = baselineView.headlessVariables
            builder.add(baseline.minY, k)
            if let offset = baselineView.headlessBaselineOffset(first: first) {
                builder.constant += k * Double(offset)
            } else {
                builder.add(baseline.height, k)
            }
        default:
            return false
        }
        return true
    }
}
#endif
