import AutoLayoutPins
import Foundation
import Testing

/// A view with a fixed intrinsic content size, so a test needs to pin only its position.
final class SizedView: UIView {
    let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A detached root view at the origin with the given size (no safe area, margins 8).
@MainActor func rootView(_ width: CGFloat = 400, _ height: CGFloat = 300) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// `view`, added to `superview`; `translatesAutoresizingMaskIntoConstraints` is left alone,
/// since pushing pins turns it off.
@MainActor @discardableResult func add<V: UIView>(_ view: V, to superview: UIView) -> V {
    superview.addSubview(view)
    return view
}

/// The diagnostics reported while `body` runs.
@MainActor func diagnostics(_ body: () -> Void) -> [LayoutDiagnostic] {
    var reported: [LayoutDiagnostic] = []
    let previous = LayoutDiagnostics.handler
    LayoutDiagnostics.handler = { reported.append($0) }
    defer { LayoutDiagnostics.handler = previous }
    body()
    return reported
}

/// The kinds of `reported`, in order.
func kinds(_ reported: [LayoutDiagnostic]) -> [String] { reported.map(\.kind.rawValue) }

/// The fields of a constraint, items compared by identity.
struct Fields: Equatable, CustomStringConvertible {
    var first: ObjectIdentifier?
    var firstAttribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var second: ObjectIdentifier?
    var secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: Float
    var identifier: String?

    var description: String {
        "\(firstAttribute.rawValue) \(relation.rawValue) \(secondAttribute.rawValue) ×\(multiplier) \(constant) @\(priority) '\(identifier ?? "-")'"
    }
}

/// The fields of `constraint`.
@MainActor func fields(_ constraint: NSLayoutConstraint?) -> Fields? {
    guard let c = constraint else { return nil }
    return Fields(first: c.firstItem.map(ObjectIdentifier.init), firstAttribute: c.firstAttribute, relation: c.relation,
                  second: c.secondItem.map(ObjectIdentifier.init), secondAttribute: c.secondAttribute,
                  multiplier: c.multiplier, constant: c.constant, priority: c.priority.rawValue, identifier: c.identifier)
}

/// Expected fields: `first.firstAttribute REL second.secondAttribute × multiplier + constant`.
@MainActor func expected(
    _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
    _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000, id: String
) -> Fields {
    Fields(first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
           second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
           multiplier: multiplier, constant: constant, priority: priority, identifier: id)
}

/// `<fileID>:<line> <token>`, the identifier of a constraint made on `line` of the calling file.
func id(_ line: Int, _ token: String, file: String = #fileID) -> String {
    "\(file):\(line) \(token)"
}
