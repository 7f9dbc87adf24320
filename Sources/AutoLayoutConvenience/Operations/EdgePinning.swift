#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One main-axis pin: V's `edge` to the `target` edge of `reference`, `spacing` apart.
struct EdgePin {
    var edge: LayoutAttribute
    var target: LayoutAttribute
    var reference: LayoutAnchorable
    var spacing: CGFloat
}

extension NSDirectionalEdgeInsets {
    /// The inset of an edge attribute; 0 for centres and dimensions.
    subscript(_ attribute: LayoutAttribute) -> CGFloat {
        get {
            switch attribute {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            default: 0
            }
        }
        set {
            switch attribute {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            default: break
            }
        }
    }
}

extension ConstraintRecipe {
    /// Pins edges of V along `axis` (<doc:LayoutOperations#Edges>): first the cross axis as
    /// `cross` asks (<doc:LayoutOperations#The-cross-axis>), then one constraint per pin,
    /// `R.target == V.edge + c`.
    mutating func pinEdges(_ pins: [EdgePin], along axis: LayoutAxis, cross: AxisRequest, insets: NSDirectionalEdgeInsets) {
        let resolved = resolve(insets)
        constrainCrossAxis(axis.cross, cross, refs: pins.map(\.reference), insets: resolved, qualifier: "cross", in: base)
        for pin in pins {
            let spacing = resolve(spacing: pin.spacing)
            let detail = Self.detail("main", pin.edge)
            guard let reference = resolve(pin.reference, for: detail) else { continue }
            let constant: CGFloat
            let role: ConstraintRole
            switch pin.edge {
            case axis.start:
                constant = -(spacing + resolved[axis.start])
                role = .inset(pin.edge.role, sign: -1)
            case axis.end:
                constant = spacing + resolved[axis.end]
                role = .inset(pin.edge.role, sign: 1)
            default:
                // Centre constants are absolute; in right-to-left layouts leading is on the right.
                let direction: CGFloat = axis == .horizontal && view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
                constant = direction * (spacing - resolved[axis.start] + resolved[axis.end])
                role = .controlling(pin.edge.role)
            }
            relate(reference[pin.target], .equal, view[pin.edge], constant: constant, role: role, detail: detail)
        }
    }
}

extension UIView {
    /// Pins the view's edges along `axis` as `pins` say, the cross axis as `cross` asks, in one
    /// recipe for `operation` called at `site`; returns the recipe's constraints.
    func pinEdges(
        _ pins: [EdgePin], along axis: LayoutAxis, cross: AxisRequest, insets: NSDirectionalEdgeInsets,
        operation: String, site: CallSite
    ) -> ConstraintsList {
        var recipe = ConstraintRecipe(view: self, operation: operation, site: site)
        recipe.pinEdges(pins, along: axis, cross: cross, insets: insets)
        return recipe.finish()
    }
}
