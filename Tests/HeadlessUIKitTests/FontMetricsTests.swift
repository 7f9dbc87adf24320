import Foundation
import HeadlessUIKit
import Testing

/// `UIFontMetrics` scales along a text style's sizes (the HIG table the package's Dynamic Type
/// fonts use): at AX5, `.body` is 53 points instead of 17, so a length of 17 scales to 53 and
/// a 20-point custom font to 20 × 53 / 17.
@Suite @MainActor struct FontMetricsTests {
    @Test func valuesAndFontsScaleWithTheStyle() {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let body = UIFontMetrics.default
        #expect(body.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(body.scaledValue(for: 17, compatibleWith: small) == 14)
        #expect(body.scaledValue(for: 8) == 8)
        let title = UIFontMetrics(forTextStyle: .largeTitle)
        #expect(title.scaledValue(for: 34, compatibleWith: ax5) == 60)
        let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
        let scaled = body.scaledFont(for: custom, compatibleWith: ax5)
        #expect(abs(scaled.pointSize - 20 * 53 / 17) < 1e-9)
        #expect(body.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
        #expect(body.scaledFont(for: custom).pointSize == 20)
        // The same scaling as the text style's own fonts.
        #expect(body.scaledValue(for: 17, compatibleWith: ax5) == UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize)
    }
}
