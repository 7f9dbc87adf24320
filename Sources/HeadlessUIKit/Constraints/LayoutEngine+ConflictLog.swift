#if !canImport(UIKit)
import Foundation

extension LayoutEngine {
    /// Logs UIKit's unsatisfiable-constraints message (<doc:Solving#Conflicts>), once per
    /// layout pass for a constraint broken again in the same pass.
    func logUnsatisfiable(members: [NSLayoutConstraint], broken: NSLayoutConstraint) {
        guard !wasBrokenDuringPass(broken) else { return }
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if members.contains(where: { $0.constraintKind == .autoresizing }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        let entries = members.map { "    \"\($0.descriptionText)\"" }
        lines.append(entries.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken.descriptionText)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        writeLog(.layoutConstraints, lines.joined(separator: "\n"))
    }
}
#endif
