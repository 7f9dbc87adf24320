#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Finds layout passes that stopped at the round limit: the "Layout did not converge" entries
/// of the log, with what was still changing.
struct ConvergenceCheck: LayoutCheck {
    var kinds: Set<LayoutFinding.Kind> { [.layoutDidNotConverge] }

    func findings(in context: AuditContext) -> [LayoutFinding] {
        let root = context.hierarchy.entries.first.map { [$0.audited] } ?? []
        return context.log.filter { $0.message.contains("did not converge") }.map { entry in
            let detail = entry.message.replacingOccurrences(of: "[LayoutConstraints] ", with: "")
            return context.finding(.layoutDidNotConverge, root, detail: detail)
        }
    }
}
#endif
