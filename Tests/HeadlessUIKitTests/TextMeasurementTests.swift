#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// The default text model (uikit-model.md §11.3) and replacing it. At 17 pt: letters 8.5,
/// spaces 4.25, wide characters 17, line height 20.2871, ascender 16.1865.
@MainActor @Suite struct TextMeasurementTests {
    let model = HeadlessDynamicTypeTextModel()
    let font = UIFont.systemFont(ofSize: 17)

    private func measure(_ text: String, width: CGFloat = .greatestFiniteMagnitude, lines: Int = 0,
                         mode: NSLineBreakMode = .byTruncatingTail) -> HeadlessTextLayout {
        model.measure(text, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
    }

    @Test func advances() {
        #expect(HeadlessDynamicTypeTextModel.advance(of: " ", pointSize: 20) == 5)
        #expect(HeadlessDynamicTypeTextModel.advance(of: "a", pointSize: 20) == 10)
        #expect(HeadlessDynamicTypeTextModel.advance(of: "é", pointSize: 20) == 10)
        #expect(HeadlessDynamicTypeTextModel.advance(of: "あ", pointSize: 20) == 20)
        #expect(HeadlessDynamicTypeTextModel.advance(of: "漢", pointSize: 20) == 20)
        #expect(HeadlessDynamicTypeTextModel.advance(of: "😀", pointSize: 20) == 20)
        #expect(HeadlessDynamicTypeTextModel.advance(of: "👍🏽", pointSize: 20) == 20)
        #expect(HeadlessDynamicTypeTextModel.advance(of: "❤️", pointSize: 20) == 20)
        #expect(HeadlessDynamicTypeTextModel.advance(of: "1", pointSize: 20) == 10)
    }

    @Test func oneLine() {
        let layout = measure("Hi there")
        // 7 letters × 8.5 + 4.25.
        let lineHeight: CGFloat = 17 * 2444 / 2048
        #expect(layout.size == CGSize(width: 63.75, height: lineHeight))
        #expect(layout.lineCount == 1)
        #expect(layout.firstBaselineOffset == 17.0 * 1950 / 2048)
        #expect(layout.lastBaselineOffset == layout.firstBaselineOffset)
        #expect(layout.lines == [HeadlessTextLine(text: "Hi there", width: 63.75)])
        #expect(measure("") == .empty)
    }

    @Test func wrappingIgnoresTrailingSpaces() {
        // "aaaa bbbb": "aaaa " fits 40 with its space hanging; "bbbb" moves down.
        let layout = measure("aaaa   bbbb", width: 40)
        #expect(layout.lines == [HeadlessTextLine(text: "aaaa", width: 34), HeadlessTextLine(text: "bbbb", width: 34)])
        let expected: CGFloat = 17 * 2444 / 2048 + 17 * 1950 / 2048
        #expect(layout.lastBaselineOffset == expected)
        // Character wrapping fills lines letter by letter: "aaaa b" is 34 + 4.25 + 8.5 = 46.75.
        #expect(measure("aaaa bbbb", width: 47, mode: .byCharWrapping).lines.map(\.text) == ["aaaa b", "bbb"])
        #expect(measure("aaaa bbbb", width: 47, mode: .byWordWrapping).lines.map(\.text) == ["aaaa", "bbbb"])
        // Wide characters: 17 each, three fit in 51.
        #expect(measure("日本語の文章", width: 51).lines.map(\.text) == ["日本語", "の文章"])
    }

    @Test func truncationModes() {
        func last(_ mode: NSLineBreakMode) -> HeadlessTextLine? {
            measure("abcdefghij", width: 40, lines: 1, mode: mode).lines.last
        }
        // 40 − 8.5 for the ellipsis leaves 31.5: three letters.
        #expect(last(.byTruncatingTail) == HeadlessTextLine(text: "abc\u{2026}", width: 40))
        #expect(last(.byTruncatingHead) == HeadlessTextLine(text: "\u{2026}hij", width: 40))
        // Middle: 15.75 for the head ("a"), then 23 for the tail ("ij").
        #expect(last(.byTruncatingMiddle) == HeadlessTextLine(text: "a\u{2026}ij", width: 40))
        #expect(last(.byClipping) == HeadlessTextLine(text: "abcd", width: 40))
        #expect(last(.byWordWrapping) == HeadlessTextLine(text: "abcd", width: 40))
        // Without a width limit a cut paragraph still gets its ellipsis.
        #expect(measure("ab\ncd", lines: 1).lines == [HeadlessTextLine(text: "ab\u{2026}", width: 25.5)])
        // Zero width: nothing fits, but measuring still ends.
        #expect(measure("abc", width: 0).lineCount == 3)
    }

    @Test func asciiTextAndClusterTextBreakAlike() {
        // ASCII text is read byte by byte; one "é" (8.5 wide, as "e") makes the model read
        // grapheme clusters. Both must give the same lines, paragraphs and truncation.
        let text = "Lines  break\r\nafter spaces;\rwords longer than a line break inside\n\nend "
        for (width, lines, mode) in [(60.0, 0, NSLineBreakMode.byWordWrapping), (60, 4, .byTruncatingTail),
                                     (47, 0, .byCharWrapping), (90, 3, .byTruncatingMiddle),
                                     (.greatestFiniteMagnitude, 2, .byTruncatingHead)] {
            let ascii = measure(text, width: width, lines: lines, mode: mode)
            let clusters = measure(text.replacingOccurrences(of: "e", with: "é"), width: width, lines: lines, mode: mode)
            #expect(ascii.size == clusters.size)
            #expect(ascii.lines.map { $0.text.replacingOccurrences(of: "e", with: "é") } == clusters.lines.map(\.text))
            #expect(ascii.lines.map(\.width) == clusters.lines.map(\.width))
        }
        // "\r\n" is one break: five paragraphs, the fourth empty.
        #expect(measure(text).lines.map(\.text)
            == ["Lines  break", "after spaces;", "words longer than a line break inside", "", "end"])
    }

    private struct FixedMeasurer: HeadlessTextMeasuring {
        func measure(_ text: String, font: UIFont, maxWidth: CGFloat, numberOfLines: Int,
                     lineBreakMode: NSLineBreakMode) -> HeadlessTextLayout {
            HeadlessTextLayout(size: CGSize(width: 10 * CGFloat(text.count), height: 30), lineCount: 1,
                               firstBaselineOffset: 24, lastBaselineOffset: 24)
        }
    }

    @Test func aLabelMeasuredBeforeAReplacementMeasuresWithItOnceInvalidated() {
        withUniformTextModel {
            // Labels remember their last measurements; a replaced measurer must not be answered
            // from them. "abc" at 17 pt in the uniform model: 3 × 8.5 = 25.5 wide, 20.2871 high.
            let label = UILabel()
            label.text = "abc"
            #expect(label.intrinsicContentSize == CGSize(width: 25.5 + 1.0 / 6, height: 20 + 1.0 / 3))
            let previous = HeadlessEnvironment.textMeasurer
            HeadlessEnvironment.textMeasurer = FixedMeasurer()
            defer { HeadlessEnvironment.textMeasurer = previous }
            label.invalidateIntrinsicContentSize()
            #expect(label.intrinsicContentSize == CGSize(width: 30, height: 30))
        }
    }

    @Test func aReplacedMeasurerDrivesLabels() {
        let previous = HeadlessEnvironment.textMeasurer
        HeadlessEnvironment.textMeasurer = FixedMeasurer()
        defer { HeadlessEnvironment.textMeasurer = previous }
        let label = UILabel()
        label.text = "abc"
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 30))
    }
}
#endif
