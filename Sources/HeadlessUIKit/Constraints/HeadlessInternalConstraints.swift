#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// A constraint of a layout guide maintained by its owning view (safe area, margins, readable
/// content); it is internal for conflict handling (<doc:Solving#Conflicts>).
final class HeadlessGuideConstraint: NSLayoutConstraint {
    override var constraintKind: HeadlessConstraintKind { .guide }
}

/// Keeps a hierarchy root at its own bounds: `minX == 0`, `minY == 0`, `width == bounds.width`,
/// `height == bounds.height` in root coordinates. Required for windows; for detached roots just
/// below required, so that required constraints on a detached view's own size do not log.
final class HeadlessRootFrameConstraint: NSLayoutConstraint {
    enum Part: CaseIterable {
        case left, top, width, height
    }

    let part: Part

    init(root: UIView, part: Part, priority: UILayoutPriority) {
        self.part = part
        let attribute: NSLayoutConstraint.Attribute = switch part {
        case .left: .left
        case .top: .top
        case .width: .width
        case .height: .height
        }
        super.init(first: HeadlessAnchorSpec(item: root, attribute: attribute), relation: .equal, second: nil,
                   multiplier: 1, constant: 0)
        self.priority = priority
        identifier = switch part {
        case .left: "UIView-Encapsulated-Layout-Left"
        case .top: "UIView-Encapsulated-Layout-Top"
        case .width: "UIView-Encapsulated-Layout-Width"
        case .height: "UIView-Encapsulated-Layout-Height"
        }
        refresh()
    }

    override var constraintKind: HeadlessConstraintKind { .rootFrame }

    /// Reads the root's bounds size again.
    func refresh() {
        guard let root = firstSpec.view else { return }
        switch part {
        case .left, .top: constant = 0
        case .width: constant = root.bounds.width
        case .height: constant = root.bounds.height
        }
    }

    override func translatedSolverConstraints(rightToLeft _: Bool) -> [SolverConstraint]? {
        guard let root = firstSpec.view else { return nil }
        let variables = root.itemVariables
        let variable = switch part {
        case .left: variables.minX
        case .top: variables.minY
        case .width: variables.width
        case .height: variables.height
        }
        return [SolverConstraint(variable - Double(constant), .equal, priority: priority.solverPriority, name: identifier)]
    }
}

/// The intrinsic-size constraint of one axis of a view: `size ≤ s` at the hugging priority and
/// `size ≥ s` at the compression-resistance priority (<doc:Solving#Intrinsic-size>).
final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    let axis: NSLayoutConstraint.Axis
    var hugging: UILayoutPriority
    var compressionResistance: UILayoutPriority

    init(view: UIView, axis: NSLayoutConstraint.Axis, size: CGFloat, hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
        self.axis = axis
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        super.init(first: HeadlessAnchorSpec(item: view, attribute: axis == .horizontal ? .width : .height),
                   relation: .equal, second: nil, multiplier: 1, constant: size)
    }

    override var constraintKind: HeadlessConstraintKind { .contentSize }

    override var equationText: String {
        "\(firstSpec.descriptionText) == \(formatLayoutNumber(constant)) Hug:\(formatLayoutNumber(CGFloat(hugging.rawValue))) CompressionResistance:\(formatLayoutNumber(CGFloat(compressionResistance.rawValue)))"
    }

    override func translatedSolverConstraints(rightToLeft _: Bool) -> [SolverConstraint]? {
        guard let view = firstSpec.view else { return nil }
        let variable = axis == .horizontal ? view.itemVariables.width : view.itemVariables.height
        // One expression for both sides: they share its terms.
        let expression = variable - Double(constant)
        return [
            SolverConstraint(expression, .lessThanOrEqual, priority: hugging.solverPriority, name: "Hug"),
            SolverConstraint(expression, .greaterThanOrEqual, priority: compressionResistance.solverPriority, name: "CompressionResistance"),
        ]
    }
}

/// One autoresizing-mask constraint of a view whose `translatesAutoresizingMaskIntoConstraints`
/// is true (<doc:Solving#Autoresizing>): the position or the size along one axis, as
/// `multiplier × superview size + constant` in the superview's coordinates.
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    enum Part {
        case position, size
    }

    let axis: NSLayoutConstraint.Axis
    let part: Part
    /// The mask code UIKit prints: `h=--& v=--&`.
    let maskCode: String

    init(view: UIView, superview: UIView, axis: NSLayoutConstraint.Axis, part: Part, multiplier: CGFloat, constant: CGFloat, maskCode: String) {
        self.axis = axis
        self.part = part
        self.maskCode = maskCode
        let attribute: NSLayoutConstraint.Attribute = switch (axis, part) {
        case (.horizontal, .position): .left
        case (.horizontal, .size): .width
        case (.vertical, .position): .top
        case (.vertical, .size): .height
        }
        let second = multiplier == 0 ? nil : HeadlessAnchorSpec(item: superview, attribute: axis == .horizontal ? .width : .height)
        super.init(first: HeadlessAnchorSpec(item: view, attribute: attribute), relation: .equal, second: second,
                   multiplier: multiplier, constant: constant)
    }

    override var constraintKind: HeadlessConstraintKind { .autoresizing }

    /// Whether `other` differs from this active constraint of `superview` at most by its constant.
    func hasSameShape(as other: NSAutoresizingMaskLayoutConstraint, in superview: UIView) -> Bool {
        isActive && containerView === superview && axis == other.axis && part == other.part
            && maskCode == other.maskCode && multiplier == other.multiplier
            && (secondSpec?.layoutItem === other.secondSpec?.layoutItem)
    }

    override var equationText: String {
        let name = firstSpec.layoutItem?.debugName ?? "nil"
        let quantity = switch (axis, part) {
        case (.horizontal, .position): "minX"
        case (.horizontal, .size): "width"
        case (.vertical, .position): "minY"
        case (.vertical, .size): "height"
        }
        return "\(maskCode) \(name).\(quantity) == " + rightSideText
    }

    override func translatedSolverConstraints(rightToLeft _: Bool) -> [SolverConstraint]? {
        guard let view = firstSpec.view, let superview = containerView else { return nil }
        let mine = view.itemVariables, theirs = superview.itemVariables
        let horizontal = axis == .horizontal
        var builder = HeadlessLinearBuilder()
        switch part {
        case .position:
            builder.add(horizontal ? mine.minX : mine.minY, 1)
            builder.add(horizontal ? theirs.minX : theirs.minY, -1)
        case .size:
            builder.add(horizontal ? mine.width : mine.height, 1)
        }
        builder.add(horizontal ? theirs.width : theirs.height, -Double(multiplier))
        builder.constant = -Double(constant)
        return [SolverConstraint(builder.expression(), .equal, name: "autoresizing")]
    }
}
#endif
