#if !canImport(UIKit)
import Foundation

extension HeadlessTextLayout {
    /// Lays `text` out in lines with `metrics` (as `HeadlessLineBreaker` breaks them): the size is
    /// the widest line by `lines × font.lineHeight`; the first baseline lies at the font's
    /// ascender, the last one `lines − 1` line heights below it. Empty text measures (0, 0).
    init(laying text: String, in font: UIFont, maxWidth: CGFloat, numberOfLines: Int,
         lineBreakMode: NSLineBreakMode, metrics: HeadlessGlyphMetrics) {
        guard !text.isEmpty else {
            self = .empty
            return
        }
        let breaker = HeadlessLineBreaker(maxWidth: maxWidth, lineBreakMode: lineBreakMode, metrics: metrics)
        let lines = breaker.lines(of: text, numberOfLines: numberOfLines)
        let count = lines.count
        // The widest line, as `max()` of the widths picks it, without an array of them.
        var width = lines.first?.width ?? 0
        for line in lines.dropFirst() where width < line.width { width = line.width }
        let lineHeight = font.lineHeight, ascender = font.ascender
        self.init(size: CGSize(width: width, height: CGFloat(count) * lineHeight), lineCount: count,
                  firstBaselineOffset: ascender, lastBaselineOffset: CGFloat(max(count - 1, 0)) * lineHeight + ascender,
                  lines: lines)
    }
}
#endif
