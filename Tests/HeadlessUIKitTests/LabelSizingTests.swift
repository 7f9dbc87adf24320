#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Label sizes worked out by hand from the default text model (uikit-model.md §11.3): at 17 pt
/// a letter advances 8.5 and a space 4.25; a line is 17 × 2444/2048 = 20.2871 high. The iPhone SE
/// window is @2x, so sizes round up to halves: one line → 20.5, two → 41, three → 61.
///
/// `sentence` is "The quick brown fox jumps over the lazy dog": 35 letters and 8 spaces,
/// 297.5 + 34 = 331.5 wide on one line.
@MainActor @Suite struct LabelSizingTests {
    let sentence = "The quick brown fox jumps over the lazy dog"

    /// An iPhone SE window (375 × 667 @2x, default content size), kept alive by the suite.
    let window = UIWindow(headlessDevice: .iPhoneSE)

    /// A label in `window`.
    private func labelInWindow(_ text: String?, lines: Int = 1) -> (UIWindow, UILabel) {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        window.addSubview(label)
        return (window, label)
    }

    @Test func defaultsMatchUIKit() {
        let label = UILabel()
        #expect(label.text == nil)
        #expect(label.font.pointSize == 17)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.numberOfLines == 1)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(!label.adjustsFontForContentSizeCategory)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        label.font = nil
        #expect(label.font.pointSize == 17)
    }

    @Test func emptyTextHasZeroIntrinsicSize() {
        let (_, label) = labelInWindow(nil)
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func singleLineIntrinsicSize() {
        withUniformTextModel {
            let (_, label) = labelInWindow("Hello world")
            // 10 letters × 8.5 + one space 4.25 = 89.25 → 89.5 on the @2x grid.
            #expect(label.intrinsicContentSize == CGSize(width: 89.5, height: 20.5))
            label.font = .systemFont(ofSize: 34)
            // 10 × 17 + 8.5 = 178.5; 34 × 2444/2048 = 40.57 → 41.
            #expect(label.intrinsicContentSize == CGSize(width: 178.5, height: 41))
        }
    }

    @Test func bodyTextAt3xHasTheDocumentedHeight() {
        withUniformTextModel {
            let label = UILabel()  // outside a window: the iPhone 15 traits, @3x
            label.text = "Body"
            label.font = .preferredFont(forTextStyle: .body)
            // 20.2871 × 3 = 60.86 → 61 pixels = 20.3333 points (uikit-model.md §11.3 check value).
            #expect(label.intrinsicContentSize.height == 61.0 / 3)
            #expect(label.intrinsicContentSize.width == 34)
        }
    }

    @Test func multiLineSizeThatFitsAtSeveralWidths() {
        withUniformTextModel {
            let (_, label) = labelInWindow(sentence, lines: 0)
            #expect(label.sizeThatFits(CGSize(width: 400, height: 0)) == CGSize(width: 331.5, height: 20.5))
            // "The quick brown fox jumps" (195.5) | "over the lazy dog" (131.75).
            #expect(label.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 195.5, height: 41))
            // "The quick brown" (13 letters, 2 spaces: 119) | "fox jumps over" (110.5) | "the lazy dog" (93.5).
            #expect(label.sizeThatFits(CGSize(width: 120, height: 0)) == CGSize(width: 119, height: 61))
            // One word per line, nine lines: 9 × 20.2871 = 182.58 → 183; widest "quick" 42.5.
            #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 42.5, height: 183))
            // Width 0 means no limit.
            #expect(label.sizeThatFits(.zero) == CGSize(width: 331.5, height: 20.5))
        }
    }

    @Test func lineLimitTruncatesToTheGivenWidth() {
        withUniformTextModel {
            let (_, label) = labelInWindow(sentence, lines: 2)
            // Three lines at 120 are cut to two; the truncated last line measures the full 120.
            #expect(label.sizeThatFits(CGSize(width: 120, height: 0)) == CGSize(width: 120, height: 41))
            #expect(label.textRect(forBounds: CGRect(x: 5, y: 6, width: 120, height: 100), limitedToNumberOfLines: 0)
                == CGRect(x: 5, y: 6, width: 119, height: 61))
        }
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        withUniformTextModel {
            let (_, label) = labelInWindow(sentence, lines: 0)
            #expect(label.intrinsicContentSize == CGSize(width: 331.5, height: 20.5))
            label.preferredMaxLayoutWidth = 120
            #expect(label.intrinsicContentSize == CGSize(width: 119, height: 61))
        }
    }

    @Test func forcedLineBreaksAndLongWords() {
        withUniformTextModel {
            let (_, label) = labelInWindow("ab\n\ncd", lines: 0)
            // Three paragraphs, the middle one empty: 3 lines, widest 17.
            #expect(label.intrinsicContentSize == CGSize(width: 17, height: 61))
            label.text = "abcdefghij"
            // 85 wide; at 40 it breaks between letters: "abcd" | "efgh" | "ij".
            #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 34, height: 61))
        }
    }
}
#endif
