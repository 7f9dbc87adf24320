#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// System and Dynamic Type fonts (uikit-model.md §11.2–11.3).
@Suite struct FontTests {
    @Test func systemFontMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.ascender == 17.0 * 1950 / 2048)
        #expect(font.descender == -17.0 * 494 / 2048)
        #expect(font.lineHeight == 17.0 * 2444 / 2048)
        #expect(font.capHeight == 17.0 * 1443 / 2048)
        #expect(font.xHeight == 17.0 * 1078 / 2048)
        #expect(font.leading == 0)
        #expect(font.fontName == ".SFUI-Regular")
        #expect(font.familyName == ".AppleSystemUIFont")
        #expect(abs(font.lineHeight - 20.2871) < 0.0001)
    }

    @Test func weightsAndSizes() {
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.bold == UIFont.Weight(rawValue: 0.4))
        #expect(UIFont.boldSystemFont(ofSize: 20).headlessWeight == .bold)
        #expect(UIFont.boldSystemFont(ofSize: 20).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 12).withSize(30).pointSize == 30)
        #expect(UIFont.systemFont(ofSize: -4).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: .infinity).pointSize == 0)
        #expect(UIFont(name: "Avenir-Heavy", size: 18)?.lineHeight == 18.0 * 2444 / 2048)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
    }

    @Test func dynamicTypeSizesAtTheDefaultCategory() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).headlessWeight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .body).headlessWeight == .regular)
        #expect(UIFont.preferredFont(forTextStyle: .body).headlessTextStyle == .body)
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
    }

    @Test func dynamicTypeSizesPerCategory() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        #expect(size(.body, .extraSmall) == 14)
        #expect(size(.body, .medium) == 16)
        #expect(size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityMedium) == 28)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.title2, .accessibilityLarge) == 39)
        #expect(size(.footnote, .small) == 12)
        #expect(size(.caption2, .extraLarge) == 13)
        #expect(size(.callout, .accessibilityExtraExtraLarge) == 44)
        #expect(size(.subheadline, .accessibilityExtraLarge) == 36)
        // Unspecified means the default, `.large`; so does an unknown style's body fallback.
        #expect(size(.title3, .unspecified) == 20)
        #expect(size(UIFont.TextStyle(rawValue: "made-up"), .large) == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    }
}
#endif
