#if !canImport(UIKit)
import Foundation

/// A line-by-line difference between two texts, printed like a unified diff: `-` lines only in
/// the reference, `+` lines only in the actual text, and a little unchanged context around them.
public struct LineDiff: Equatable, Sendable {
    /// One line of the diff.
    public enum Line: Equatable, Sendable {
        /// A line both texts have (reference line number, text).
        case same(Int, String)
        /// A line only the reference has.
        case removed(Int, String)
        /// A line only the actual text has.
        case added(Int, String)
    }

    /// Every line of both texts, in order, with the shared ones once.
    public let lines: [Line]

    /// Compares `reference` with `actual` line by line (a longest common subsequence, so a
    /// moved or inserted view shows as one change rather than a cascade).
    public init(reference: String, actual: String) {
        let old = Self.split(reference), new = Self.split(actual)
        // lengths[i][j]: LCS length of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.same(i + 1, old[i])); i += 1; j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                result.append(.removed(i + 1, old[i])); i += 1  // removals first, as unified diffs print them
            } else {
                result.append(.added(j + 1, new[j])); j += 1
            }
        }
        lines = result
    }

    /// Whether the texts are equal line by line.
    public var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// The changed lines with `context` unchanged lines around each change; `@@ line N` starts
    /// each hunk (N counts reference lines). Empty when nothing changed.
    public func formatted(context: Int = 2) -> String {
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        guard !changed.isEmpty else { return "" }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { shown.insert(near) }
        }
        var output: [String] = []
        var previous = -2
        for index in shown.sorted() {
            if index != previous + 1 { output.append("@@ line \(referenceLine(at: index))") }
            previous = index
            switch lines[index] {
            case .same(_, let text): output.append("  " + text)
            case .removed(_, let text): output.append("- " + text)
            case .added(_, let text): output.append("+ " + text)
            }
        }
        return output.joined(separator: "\n")
    }

    /// The reference line number at or after the diff line `index`.
    private func referenceLine(at index: Int) -> Int {
        var count = 1
        for line in lines[..<index] {
            switch line {
            case .same, .removed: count += 1
            case .added: break
            }
        }
        return count
    }

    /// The lines of a text; a final newline does not add an empty line.
    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
#endif
