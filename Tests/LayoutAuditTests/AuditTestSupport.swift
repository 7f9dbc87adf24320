import Foundation
import HeadlessUIKit
import LayoutAudit

/// A screen for the finding tests: `build` adds views to an empty full-window view, with or
/// without the bug (`fixed`).
@MainActor
func screen(_ name: String, build: @escaping @MainActor @Sendable (_ root: UIView) -> Void) -> AuditSubject {
    .view(named: name) {
        let root = UIView()
        root.backgroundColor = .systemBackground
        root.accessibilityIdentifier = "root"
        build(root)
        return root
    }
}

/// A view using constraints, added to `superview`, with an identifier.
@MainActor
func constrained<View: UIView>(_ view: View, in superview: UIView, _ identifier: String) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = identifier
    superview.addSubview(view)
    return view
}

/// Audits `subject` on iPhone 15 in portrait, text L, left to right, light.
@MainActor
func auditOnce(_ subject: AuditSubject, kinds: Set<LayoutFinding.Kind> = Set(LayoutFinding.Kind.allCases)) -> LayoutAuditReport {
    LayoutAuditor(matrix: .single(.iPhone15), kinds: kinds).audit(subject)
}

extension LayoutAuditReport {
    /// The kinds found, once each.
    var kindsFound: Set<LayoutFinding.Kind> { Set(findings.map(\.kind)) }
}
