#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Finds labels whose text needs more room than their frame gives: a one-line label narrower
/// than its text, or a label whose text at its width needs more lines or height than it has
/// (its `numberOfLines` limit or its frame cuts it). Labels that shrink their font to fit
/// (`adjustsFontSizeToFitWidth`) are left out. A shown label squeezed to no width or height
/// counts: its text is cut entirely.
struct TruncatedTextCheck: LayoutCheck {
    var kinds: Set<LayoutFinding.Kind> { [.truncatedText] }

    func findings(in context: AuditContext) -> [LayoutFinding] {
        context.hierarchy.entries.compactMap { entry in
            guard entry.isShown, let label = entry.view as? UILabel, !label.adjustsFontSizeToFitWidth,
                  let problem = Self.problem(of: label) else { return nil }
            return context.finding(.truncatedText, [entry.audited], constraints: context.sourceConstraints(of: label),
                                   detail: problem)
        }
    }

    /// What is cut, or nil when the whole text shows.
    @MainActor static func problem(of label: UILabel) -> String? {
        guard let text = label.text ?? label.attributedText?.string, !text.isEmpty else { return nil }
        let size = label.bounds.size
        let unlimited = CGFloat.greatestFiniteMagnitude
        if label.numberOfLines == 1 {
            let needed = label.textRect(forBounds: CGRect(x: 0, y: 0, width: unlimited, height: unlimited), limitedToNumberOfLines: 1)
            if needed.width > size.width + 0.5 {
                return "\"\(excerpt(text))\" needs \(points(needed.width)) pt on one line, has \(points(size.width)) pt"
            }
            if needed.height > size.height + 0.5 {
                return "\"\(excerpt(text))\" needs \(points(needed.height)) pt of height, has \(points(size.height)) pt"
            }
            return nil
        }
        let bounds = CGRect(x: 0, y: 0, width: max(size.width, 1), height: unlimited)
        let whole = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        let shown = label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines)
        if whole.height > shown.height + 0.5 {
            return "\"\(excerpt(text))\" needs \(points(whole.height)) pt at \(points(size.width)) pt wide; "
                + "\(label.numberOfLines) line\(label.numberOfLines == 1 ? "" : "s") show \(points(shown.height)) pt"
        }
        if whole.height > size.height + 0.5 {
            return "\"\(excerpt(text))\" needs \(points(whole.height)) pt at \(points(size.width)) pt wide, has \(points(size.height)) pt"
        }
        return nil
    }

    private static func excerpt(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
#endif
