#if !canImport(UIKit)
import Foundation
import LayoutSolver

extension NSLayoutConstraint {
    /// Whether leading and trailing resolve right to left: the first item's view decides
    /// (<doc:Solving#Direction-and-baselines>).
    var isRightToLeft: Bool {
        directionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The view whose layout direction resolves the constraint's leading and trailing: the
    /// first item's, for a constraint on directional attributes; nil otherwise.
    private var directionView: UIView? {
        isDirectional ? firstSpec.firstItem?.hierarchyView : nil
    }

    /// `isRightToLeft` within direction pass `pass` (see `DirectionPasses`): the first
    /// view's direction is found once per pass and remembered on the view.
    func rightToLeft(inPass pass: Int) -> Bool {
        guard let view = directionView else { return false }
        if view.directionPass != pass {
            view.directionPass = pass
            view.rememberedRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        }
        return view.rememberedRightToLeft
    }

    /// The solver form of an app constraint: `first − multiplier × second − constant <rel> 0`.
    ///
    /// Positions are read in the installing view's space (<doc:Solving#Coordinate-spaces>): every position
    /// `x` is `x − X`, with `X` the installing view's origin in the root. Right to left, every
    /// horizontal position is read as `R − x` instead, with `R` the installing view's right edge,
    /// so that directional values grow towards trailing and the constant pushes towards trailing.
    /// `X` and `R` cancel out unless the multiplier is not 1. `mirrored` is `isRightToLeft`.
    func translate(rightToLeft mirrored: Bool) -> [SolverConstraint]? {
        var builder = HeadlessLinearBuilder()
        var positions = HeadlessPositionWeights()
        guard accumulate(firstSpec, 1, mirrored, &builder, &positions) else { return nil }
        if let secondSpec {
            guard accumulate(secondSpec, -Double(multiplier), mirrored, &builder, &positions) else { return nil }
        }
        builder.constant -= Double(constant)
        if !positions.cancel {
            guard let reference = containerView ?? firstSpec.firstItem?.hierarchyView else { return nil }
            let variables = reference.itemVariables
            builder.add(variables.minX, positions.mirroredX - positions.x)
            builder.add(variables.width, positions.mirroredX)
            builder.add(variables.minY, -positions.y)
        }
        return [SolverConstraint(builder.expression(), relation.solverRelation, priority: priority.solverPriority, name: identifier)]
    }

    /// Adds `coefficient × value(spec)`; false when the spec's item no longer exists.
    private func accumulate(
        _ spec: HeadlessAnchorSpec, _ coefficient: Double, _ mirrored: Bool,
        _ builder: inout HeadlessLinearBuilder, _ positions: inout HeadlessPositionWeights
    ) -> Bool {
        if let offset = spec.offset {
            return accumulate(offset.to, coefficient, mirrored, &builder, &positions)
                && accumulate(offset.from, -coefficient, mirrored, &builder, &positions)
        }
        guard var item = spec.layoutItem else { return false }
        var (attribute, isMargin) = spec.attribute.withoutMargin
        if isMargin {
            guard let view = item as? UIView else { return false }
            item = view.layoutMarginsGuide
        }
        if !isMargin, let scrollView = item as? UIScrollView, meansContentArea(of: scrollView, attribute) {
            item = scrollView.contentLayoutGuide
        }
        if attribute == .leading { attribute = mirrored ? .right : .left }
        if attribute == .trailing { attribute = mirrored ? .left : .right }
        var k = coefficient
        if mirrored, attribute.isXLocation {
            positions.mirroredX += k
            k = -k
        } else if attribute.isXLocation {
            positions.x += k
        } else if attribute.isYLocation {
            positions.y += k
        }
        let variables = item.itemVariables
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
            let baseline = baselineView.itemVariables
            builder.add(baseline.minY, k)
            if let offset = baselineView.baselineOffset(first: first) {
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
/// The summed coefficients of the position terms of one constraint, per axis: what the
/// installing view's origin must be taken away for.
private struct HeadlessPositionWeights {
    var x = 0.0, y = 0.0, mirroredX = 0.0

    /// Whether the origin cancels out, as it does whenever the multiplier is 1.
    var cancel: Bool { x == 0 && y == 0 && mirroredX == 0 }
}
#endif
