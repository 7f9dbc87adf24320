#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience

extension LayoutDiagnostic.Kind {
    /// A view was passed to an `AutolayoutHelper` under a reserved key (`superview`, `parent`)
    /// and was not added (<doc:VisualFormatRules#Failures>).
    public static let visualFormatReservedKey = LayoutDiagnostic.Kind(rawValue: "visualFormatReservedKey")
    /// Visual-format constraints were created inside a conditional block; they are activated
    /// anyway and do not become conditional (<doc:VisualFormatRules#Activation>).
    public static let visualFormatInConditional = LayoutDiagnostic.Kind(rawValue: "visualFormatInConditional")
}

/// How `AutolayoutHelper` activates the constraint sets it owns (<doc:VisualFormatRules#Activation>,
/// <doc:VisualFormatRules#The-helper>).
@MainActor enum VisualFormatActivation {
    /// Activates `constraints` after the DSL's common-ancestor and finiteness checks (failures
    /// are reported by the DSL and stay inactive). Inside a conditional block it reports
    /// `visualFormatInConditional` and still activates.
    static func activate(_ constraints: [NSLayoutConstraint], for view: UIView?, file: StaticString, line: UInt) {
        guard !constraints.isEmpty else { return }
        if isCollectingConstraints(for: view) {
            LayoutDiagnostics.report(
                .visualFormatInConditional,
                "visual-format constraints inside a conditional block are activated now and do not follow the condition",
                file: file, line: line
            )
            ConstraintsList(constraints: constraints, view: view).activate()
        } else {
            ConstraintsList.activate(constraints, for: view, file: file, line: line)
        }
    }

    /// STAND-IN (AutoLayoutConvenience offers no public "is a conditional block collecting?"
    /// query): submits an empty list to the DSL funnel; the funnel activates it unless an
    /// interceptor (conditional block, `grouped`) takes it. The empty list creates nothing.
    private static func isCollectingConstraints(for view: UIView?) -> Bool {
        !ConstraintsList.activate([], for: view).isActive
    }
}
