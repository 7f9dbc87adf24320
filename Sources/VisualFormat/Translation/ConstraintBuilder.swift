#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Turns resolved constraints into inactive `NSLayoutConstraint`s with identifiers
/// `"<fileID>:<line> vfl:<format>@<column>"` (VFL) or `"<fileID>:<line> vfl.x:<format>"` (`X:`).
@MainActor struct ConstraintBuilder {
    /// The item `|`, `superview` and `parent` stand for, if there is one.
    let superview: UIView?
    /// The views by key.
    let views: [String: UIView]
    /// The call site, `<fileID>:<line>`.
    let site: String

    init(superview: UIView?, views: [String: UIView], file: StaticString, line: UInt) {
        self.superview = superview
        self.views = views
        self.site = "\(file):\(line)"
    }

    /// The constraints of one parsed string, in order. `priority` applies where the string
    /// gives none. Throws `unknownView("superview")` when the string needs a superview and there
    /// is none.
    func constraints(
        for syntax: VisualFormatSyntax, resolved: [ResolvedConstraint], priority: UILayoutPriority?
    ) throws -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        for constraint in resolved {
            let identifier = switch syntax {
            case .layout: "\(site) vfl:\(syntax.format)@\(constraint.column)"
            case .equation: "\(site) vfl.x:\(syntax.format)"
            }
            result.append(try make(constraint, format: syntax.format, identifier: identifier, priority: priority))
        }
        return result
    }

    private func make(
        _ constraint: ResolvedConstraint, format: String, identifier: String, priority: UILayoutPriority?
    ) throws -> NSLayoutConstraint {
        let (first, second) = try constraint.items(superview: superview, views: views, format: format)
        let result = NSLayoutConstraint(
            item: first, attribute: constraint.firstAttribute.layoutAttribute,
            relatedBy: constraint.relation.layoutRelation, toItem: second,
            attribute: constraint.secondAttribute?.layoutAttribute ?? .notAnAttribute,
            multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant)
        )
        result.priority = constraint.priority.map { UILayoutPriority(Float($0)) } ?? priority ?? .required
        result.identifier = identifier
        return result
    }
}
