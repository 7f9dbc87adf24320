#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

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
    /// Activates `constraints` after the shared common-ancestor and finiteness checks (failures
    /// are reported and stay inactive). Inside a DSL conditional block it reports
    /// `visualFormatInConditional` and still activates.
    static func activate(_ constraints: [NSLayoutConstraint], file: StaticString, line: UInt) {
        guard !constraints.isEmpty else { return }
        let site = CallSite(file: file, line: line)
        if ConstraintActivation.isCollecting {
            site.report(
                .visualFormatInConditional,
                "visual-format constraints inside a conditional block are activated now and do not follow the condition"
            )
        }
        ConstraintActivation.activate(constraints, site: site)
    }
}
