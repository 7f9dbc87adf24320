#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience
import Testing
import VisualFormat

/// A view with a fixed intrinsic content size (`noIntrinsicMetric` for -1).
final class SizedView: UIView {
    private let size: CGSize

    init(width: CGFloat = UIView.noIntrinsicMetric, height: CGFloat = UIView.noIntrinsicMetric) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A detached root view at the origin (layout margins 8 on every side).
@MainActor func container(_ width: CGFloat = 320, _ height: CGFloat = 480) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Runs `body` with diagnostics captured, restoring the previous handler afterwards.
@MainActor func capturingDiagnostics(_ body: () throws -> Void) rethrows -> [LayoutDiagnostic] {
    var captured: [LayoutDiagnostic] = []
    let previous = LayoutDiagnostics.handler
    LayoutDiagnostics.handler = { captured.append($0) }
    defer { LayoutDiagnostics.handler = previous }
    try body()
    return captured
}

/// A constraint's fields, for exact comparisons.
struct ConstraintFields: Equatable, CustomStringConvertible {
    let first: ObjectIdentifier?
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float
    let identifier: String?

    @MainActor init(_ constraint: NSLayoutConstraint) {
        first = constraint.firstItem.map(ObjectIdentifier.init)
        firstAttribute = constraint.firstAttribute
        relation = constraint.relation
        second = constraint.secondItem.map(ObjectIdentifier.init)
        secondAttribute = constraint.secondAttribute
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority.rawValue
        identifier = constraint.identifier
    }

    init(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: Float = 1000, identifier: String?
    ) {
        self.first = ObjectIdentifier(first)
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second.map(ObjectIdentifier.init)
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }

    init(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: AnyObject?,
        _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: Float = 1000, identifier: String?
    ) {
        self.init(first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant, priority: priority, identifier: identifier)
    }

    var description: String {
        "\(firstAttribute.rawValue) \(relation.rawValue) \(secondAttribute.rawValue) ×\(multiplier) +\(constant) @\(priority) '\(identifier ?? "")'"
    }
}
