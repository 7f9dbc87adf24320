#if !canImport(UIKit)
import Foundation

/// Greedy line breaking and last-line truncation for the text models, with advances and kerning
/// given by `HeadlessGlyphMetrics`. A line's first cluster keeps the kerning after the cluster
/// before the break (in practice a space, which kerns by nothing).
struct HeadlessLineBreaker {
    /// The ellipsis that marks truncated text.
    static let ellipsis: Character = "\u{2026}"

    let maxWidth: CGFloat
    /// Whether lines may be as wide as they like.
    let isUnlimited: Bool
    let lineBreakMode: NSLineBreakMode
    let metrics: HeadlessGlyphMetrics

    init(maxWidth: CGFloat, lineBreakMode: NSLineBreakMode, metrics: HeadlessGlyphMetrics) {
        isUnlimited = !maxWidth.isFinite || maxWidth >= 1e12
        self.maxWidth = maxWidth.isFinite ? max(maxWidth, 0) : .greatestFiniteMagnitude
        self.lineBreakMode = lineBreakMode
        self.metrics = metrics
    }

    /// One line being built: where it lies in its paragraph and how wide it is.
    private struct Line {
        /// Index of the paragraph and the range of the line's clusters in it.
        var paragraph = 0
        var start = 0
        var end = 0
        /// Where the line ends without its trailing spaces.
        var visibleEnd = 0
        /// The width including trailing spaces.
        var width: CGFloat = 0
        /// The width without trailing spaces.
        var visibleWidth: CGFloat = 0

        var isEmpty: Bool { end == start }
    }

    /// The lines of `text`, at most `numberOfLines` of them when that is positive.
    func lines(of text: String, numberOfLines: Int) -> [HeadlessTextLine] {
        if let line = unbrokenASCIILine(of: text) { return [line] }
        if let paragraphs = HeadlessASCIIParagraph.paragraphs(of: Array(text.utf8), metrics: metrics.ascii) {
            return lines(of: paragraphs, numberOfLines: numberOfLines)
        }
        return lines(of: HeadlessClusterParagraph.paragraphs(of: text, metrics: metrics), numberOfLines: numberOfLines)
    }

    /// The lines of the paragraphs of a text, at most `numberOfLines` of them when that is positive.
    private func lines<Paragraph: HeadlessTextParagraph>(of paragraphs: [Paragraph], numberOfLines: Int) -> [HeadlessTextLine] {
        var lines: [Line] = []
        for (index, paragraph) in paragraphs.enumerated() {
            wrap(paragraph, paragraph: index, into: &lines)
            if numberOfLines > 0, lines.count > numberOfLines { break }
        }
        let drawn = { (line: Line) in
            HeadlessTextLine(text: paragraphs[line.paragraph].text(line.start..<line.visibleEnd), width: line.visibleWidth)
        }
        guard numberOfLines > 0, lines.count > numberOfLines else { return lines.map(drawn) }
        var kept = lines.prefix(numberOfLines).map(drawn)
        let last = lines[numberOfLines - 1]
        let next = lines[numberOfLines]
        let paragraph = paragraphs[last.paragraph]
        // The text the last line stands for: the rest of its paragraph, or the line itself.
        let source = paragraph.clusters(last.start..<(next.paragraph == last.paragraph ? paragraph.count : last.end))
        kept[numberOfLines - 1] = truncated(source, plain: paragraph.clusters(last.start..<last.visibleEnd))
        return kept
    }

    /// Breaks one paragraph into lines.
    private func wrap<Paragraph: HeadlessTextParagraph>(_ paragraph: Paragraph, paragraph number: Int, into lines: inout [Line]) {
        let count = paragraph.count
        let limit = maxWidth + 1e-7
        var line = Line(paragraph: number)
        var index = 0
        while index < count {
            // The next word (one cluster when wrapping by characters) and the spaces after it.
            var end = index
            if !paragraph.isSpace(at: end) {
                end += 1
                if lineBreakMode != .byCharWrapping {
                    while end < count, !paragraph.isSpace(at: end) { end += 1 }
                }
            }
            var wordWidth: CGFloat = 0
            for position in index..<end { wordWidth += paragraph.advance(at: position) }
            if !line.isEmpty, end > index, line.width + wordWidth > limit {
                lines.append(line)
                line = Line(paragraph: number, start: index, end: index, visibleEnd: index)
            }
            if paragraph.hasOnlyForwardAdvances, append(paragraph, index..<end, fitting: limit, to: &line) {
                index = end
            }
            while index < end {
                let width = paragraph.advance(at: index)
                if !line.isEmpty, line.width + width > limit {
                    lines.append(line)
                    line = Line(paragraph: number, start: index, end: index, visibleEnd: index)
                }
                line.width += width
                line.visibleWidth = line.width
                index += 1
                line.end = index
                line.visibleEnd = index
            }
            while index < count, paragraph.isSpace(at: index) {
                line.width += paragraph.advance(at: index)
                index += 1
                line.end = index
            }
        }
        lines.append(line)
    }

    /// Adds the clusters of `range` to the end of `line` when all of them fit within `limit`
    /// (and returns true); leaves `line` as it was when they do not.
    ///
    /// The paragraph's advances must not be negative: the line's width then only grows as
    /// clusters are added one by one, so when the last one fits none of them breaks the line,
    /// and the width is the same sum, in the same order, as cluster by cluster.
    private func append<Paragraph: HeadlessTextParagraph>(
        _ paragraph: Paragraph, _ range: Range<Int>, fitting limit: CGFloat, to line: inout Line
    ) -> Bool {
        guard !range.isEmpty else { return true }
        var width = line.width
        for index in range { width += paragraph.advance(at: index) }
        guard width <= limit else { return false }
        line.width = width
        line.visibleWidth = width
        line.end = range.upperBound
        line.visibleEnd = range.upperBound
        return true
    }

    /// The last kept line of truncated text, made from `source` as `lineBreakMode` says;
    /// `plain` is the line as wrapped, without its trailing spaces.
    private func truncated(_ source: [Character], plain: [Character]) -> HeadlessTextLine {
        let ellipsisWidth = metrics.advance(Self.ellipsis)
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
        metrics.width(of: clusters)
    }

    /// The longest prefix whose width (without trailing spaces) fits `budget`.
    private func prefix(of clusters: [Character], fitting budget: CGFloat) -> [Character] {
        var result: [Character] = [], total: CGFloat = 0
        for character in clusters {
            total += metrics.advance(character) + (result.last.map { metrics.kerning($0, character) } ?? 0)
            if character != " ", total > budget + 1e-7 { break }
            result.append(character)
        }
        return result
    }

    /// The longest suffix (without leading spaces) whose width fits `budget`.
    private func suffix(of clusters: [Character], fitting budget: CGFloat) -> [Character] {
        var result: [Character] = [], total: CGFloat = 0
        for character in clusters.reversed() {
            total += metrics.advance(character) + (result.first.map { metrics.kerning(character, $0) } ?? 0)
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
