import AutoLayoutAnchors
import Foundation
import Testing

/// A detached root view at the origin with the given size (no safe area, margins 8).
@MainActor func rootView(_ width: CGFloat = 400, _ height: CGFloat = 300) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Roots made by `hierarchy`, kept alive for the whole run: a superview is held only by its
/// owner, so a test that ignores the root must not lose its subviews' superview.
@MainActor private var retainedRoots: [UIView] = []

/// `root`, kept alive for the rest of the run.
@MainActor @discardableResult func retained(_ root: UIView) -> UIView {
    retainedRoots.append(root)
    return root
}

/// A 400 × 300 root view with `count` plain subviews added (autoresizing translation still on).
@MainActor func hierarchy(_ count: Int) -> (UIView, [UIView]) {
    let root = rootView()
    retainedRoots.append(root)
    let views = (0..<count).map { _ in UIView() }
    for view in views { root.addSubview(view) }
    return (root, views)
}

/// An iPhone 15 window in portrait: 393 × 852, safe area (59, 0, 34, 0), margins 8 inside it.
@MainActor func phoneWindow() -> UIWindow {
    UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
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
