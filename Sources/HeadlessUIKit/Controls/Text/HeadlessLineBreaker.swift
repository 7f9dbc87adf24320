#if !canImport(UIKit)
import Foundation

/// Greedy line breaking and last-line truncation for `HeadlessDynamicTypeTextModel`
/// (uikit-model.md §11.3), with the advance of each grapheme cluster given by a closure.
struct HeadlessLineBreaker {
    /// The ellipsis that marks truncated text.
    static let ellipsis: Character = "\u{2026}"

    let maxWidth: CGFloat
    /// Whether lines may be as wide as they like.
    let isUnlimited: Bool
    let lineBreakMode: NSLineBreakMode
    let advance: (Character) -> CGFloat

    init(maxWidth: CGFloat, lineBreakMode: NSLineBreakMode, advance: @escaping (Character) -> CGFloat) {
        isUnlimited = !maxWidth.isFinite || maxWidth >= 1e12
        self.maxWidth = maxWidth.isFinite ? max(maxWidth, 0) : .greatestFiniteMagnitude
        self.lineBreakMode = lineBreakMode
        self.advance = advance
    }

    /// One line being built: its clusters, and where it came from in its paragraph.
    private struct Line {
        var clusters: [Character] = []
        /// The width including trailing spaces.
        var width: CGFloat = 0
        /// The width without trailing spaces.
        var visibleWidth: CGFloat = 0
        /// Index of the paragraph and of the line's first cluster in it.
        var paragraph = 0
        var start = 0
    }

    /// The lines of `text`, at most `numberOfLines` of them when that is positive.
    mutating func lines(of text: String, numberOfLines: Int) -> [HeadlessTextLine] {
        let paragraphs = Self.paragraphs(of: text)
        var lines: [Line] = []
        for (index, paragraph) in paragraphs.enumerated() {
            lines += wrap(paragraph, paragraph: index)
            if numberOfLines > 0, lines.count > numberOfLines { break }
        }
        guard numberOfLines > 0, lines.count > numberOfLines else {
            return lines.map { HeadlessTextLine(text: String(trimmingTrailingSpaces($0.clusters)), width: $0.visibleWidth) }
        }
        var kept = lines.prefix(numberOfLines).map {
            HeadlessTextLine(text: String(trimmingTrailingSpaces($0.clusters)), width: $0.visibleWidth)
        }
        let last = lines[numberOfLines - 1]
        let next = lines[numberOfLines]
        // The text the last line stands for: the rest of its paragraph, or the line itself.
        let source = next.paragraph == last.paragraph
            ? Array(paragraphs[last.paragraph][last.start...]) : last.clusters
        kept[numberOfLines - 1] = truncated(source, asIs: last)
        return kept
    }

    /// The paragraphs of `text`: split at line feeds (`\n`, `\r\n`, `\r`), empty ones kept.
    static func paragraphs(of text: String) -> [[Character]] {
        var result: [[Character]] = [[]]
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                result.append([])
            } else {
                result[result.count - 1].append(character)
            }
        }
        return result
    }

    /// Breaks one paragraph into lines.
    private func wrap(_ clusters: [Character], paragraph: Int) -> [Line] {
        var lines: [Line] = []
        var line = Line(paragraph: paragraph, start: 0)
        // Each cluster's advance, once: a word is measured whole, then cluster by cluster.
        let advances = clusters.map(advance)
        var index = 0
        while index < clusters.count {
            // The next word (one cluster when wrapping by characters) and the spaces after it.
            var end = index
            if clusters[end] != " " {
                end += 1
                if lineBreakMode != .byCharWrapping {
                    while end < clusters.count, clusters[end] != " " { end += 1 }
                }
            }
            let word = clusters[index..<end]
            let wordWidth = advances[index..<end].reduce(0, +)
            if !line.clusters.isEmpty, !word.isEmpty, line.width + wordWidth > maxWidth + 1e-7 {
                lines.append(line)
                line = Line(paragraph: paragraph, start: index)
            }
            for character in word {
                let width = advances[index]
                if !line.clusters.isEmpty, line.width + width > maxWidth + 1e-7 {
                    lines.append(line)
                    line = Line(paragraph: paragraph, start: index)
                }
                line.clusters.append(character)
                line.width += width
                line.visibleWidth = line.width
                index += 1
            }
            while index < clusters.count, clusters[index] == " " {
                line.clusters.append(" ")
                line.width += advances[index]
                index += 1
            }
        }
        lines.append(line)
        return lines
    }

    /// The last kept line of truncated text, made from `source` as `lineBreakMode` says.
    private func truncated(_ source: [Character], asIs line: Line) -> HeadlessTextLine {
        let ellipsisWidth = advance(Self.ellipsis)
        let plain = trimmingTrailingSpaces(line.clusters)
        let plainWidth = width(of: plain)
        guard !isUnlimited else {
            switch lineBreakMode {
            case .byTruncatingHead: return HeadlessTextLine(text: "\u{2026}" + String(plain), width: ellipsisWidth + plainWidth)
            case .byTruncatingTail, .byTruncatingMiddle: return HeadlessTextLine(text: String(plain) + "\u{2026}", width: plainWidth + ellipsisWidth)
            default: return HeadlessTextLine(text: String(plain), width: plainWidth)
            }
        }
        let budget = maxWidth - ellipsisWidth
        let text: String
        switch lineBreakMode {
        case .byTruncatingTail:
            text = String(trimmingTrailingSpaces(prefix(of: source, fitting: budget))) + "\u{2026}"
        case .byTruncatingHead:
            text = "\u{2026}" + String(suffix(of: source, fitting: budget))
        case .byTruncatingMiddle:
            let head = prefix(of: source, fitting: budget / 2)
            let tail = suffix(of: Array(source.dropFirst(head.count)), fitting: budget - width(of: head))
            text = String(head) + "\u{2026}" + String(tail)
        case .byClipping:
            text = String(trimmingTrailingSpaces(prefix(of: source, fitting: maxWidth)))
        case .byWordWrapping, .byCharWrapping:
            text = String(plain)
        }
        return HeadlessTextLine(text: text, width: maxWidth)
    }

    private func width<C: Collection<Character>>(of clusters: C) -> CGFloat {
        clusters.reduce(0) { $0 + advance($1) }
    }

    /// The longest prefix whose width (without trailing spaces) fits `budget`.
    private func prefix(of clusters: [Character], fitting budget: CGFloat) -> [Character] {
        var result: [Character] = [], total: CGFloat = 0
        for character in clusters {
            total += advance(character)
            if character != " ", total > budget + 1e-7 { break }
            result.append(character)
        }
        return result
    }

    /// The longest suffix (without leading spaces) whose width fits `budget`.
    private func suffix(of clusters: [Character], fitting budget: CGFloat) -> [Character] {
        var result: [Character] = [], total: CGFloat = 0
        for character in clusters.reversed() {
            total += advance(character)
            if total > budget + 1e-7 { break }
            result.insert(character, at: 0)
        }
        while result.first == " " { result.removeFirst() }
        return result
    }

    private func trimmingTrailingSpaces(_ clusters: [Character]) -> [Character] {
        var result = clusters
        while result.last == " " { result.removeLast() }
        return result
    }
}
#endif
