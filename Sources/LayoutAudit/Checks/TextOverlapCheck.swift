#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Finds labels whose drawn text (the text rectangle, centred vertically in the label as
/// UILabel draws it) covers another visible view that shows something: a label with text,
/// a control, an image view, or a view with a background colour that does not enclose the label
/// (a card behind the label is not an overlap). The label's ancestors and descendants are
/// left out, and only what clipping ancestors (scroll views, `clipsToBounds`) let show counts.
struct TextOverlapCheck: LayoutCheck {
    var kinds: Set<LayoutFinding.Kind> { [.textOverlap] }

    func findings(in context: AuditContext) -> [LayoutFinding] {
        let entries = context.hierarchy.entries
        var findings: [LayoutFinding] = []
        var reported = Set<String>()
        for (index, entry) in entries.enumerated() {
            guard entry.isVisible, let label = entry.view as? UILabel, let text = label.text, !text.isEmpty else { continue }
            // The text rectangle lies inside the label's frame; clipping ancestors cut it further.
            let textRect = Self.drawnTextRect(of: label, windowFrame: entry.windowFrame).intersection(entry.visibleFrame)
            guard !textRect.isNull else { continue }
            // The geometry first: most views are nowhere near the text.
            for otherIndex in entries.indices where otherIndex != index && entries[otherIndex].isVisible
                && !entries[otherIndex].visibleFrame.isNull && textRect.overlapsVisibly(entries[otherIndex].visibleFrame) {
                let other = entries[otherIndex]
                guard Self.showsContent(other.view, enclosing: entry.windowFrame, frame: other.windowFrame),
                      !related(index, otherIndex, in: entries) else { continue }
                // One finding per pair of branches below the views' common ancestor: a caption
                // over a neighbouring tile is not reported again over the tile's own caption, nor
                // the other way round.
                let pair = Self.branches(index, otherIndex, in: entries).map { entries[$0].path }.sorted().joined(separator: "|")
                guard reported.insert(pair).inserted else { continue }
                let overlap = textRect.intersection(other.visibleFrame)
                findings.append(context.finding(
                    .textOverlap, [entry.audited, other.audited], constraints: context.sourceConstraints(of: label),
                    detail: "the text covers \(points(overlap.width)) × \(points(overlap.height)) pt of \(other.audited)"))
            }
        }
        return findings
    }

    /// The rectangle the label's text is drawn in, in window coordinates.
    @MainActor static func drawnTextRect(of label: UILabel, windowFrame: CGRect) -> CGRect {
        let text = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines)
        let width = min(text.width, windowFrame.width)
        let height = min(text.height, windowFrame.height)
        let x: CGFloat = switch label.textAlignment {
        case .center: windowFrame.midX - width / 2
        case .right: windowFrame.maxX - width
        case .left: windowFrame.minX
        default: label.effectiveUserInterfaceLayoutDirection == .rightToLeft ? windowFrame.maxX - width : windowFrame.minX
        }
        return CGRect(x: x, y: windowFrame.midY - height / 2, width: width, height: height)
    }

    /// Whether `view` draws something the text can cover.
    @MainActor static func showsContent(_ view: UIView, enclosing labelFrame: CGRect, frame: CGRect) -> Bool {
        if let label = view as? UILabel { return !(label.text ?? "").isEmpty }
        if view is UIControl || view is UIImageView { return true }
        guard let color = view.backgroundColor, color.cgColor.alpha > 0.01 else { return false }
        return !labelFrame.liesInside(frame)
    }

    /// The ancestors-or-selves of two entries just below their lowest common ancestor.
    static func branches(_ first: Int, _ second: Int, in entries: [AuditedHierarchy.Entry]) -> [Int] {
        func chain(_ index: Int) -> [Int] {
            var result = [index]
            while let parent = entries[result[result.count - 1]].parent { result.append(parent) }
            return result.reversed()
        }
        let (a, b) = (chain(first), chain(second))
        var depth = 0
        while depth < a.count, depth < b.count, a[depth] == b[depth] { depth += 1 }
        return [a[min(depth, a.count - 1)], b[min(depth, b.count - 1)]]
    }

    /// Whether one entry is an ancestor of the other.
    private func related(_ first: Int, _ second: Int, in entries: [AuditedHierarchy.Entry]) -> Bool {
        func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
            var current = entries[index].parent
            while let parent = current {
                if parent == ancestor { return true }
                current = entries[parent].parent
            }
            return false
        }
        return isAncestor(first, of: second) || isAncestor(second, of: first)
    }
}
#endif
