#if !canImport(UIKit)
import HeadlessUIKit
import Testing

@Suite struct TraitsValueTests {
    @Test func enumRawValuesMatchUIKit() {
        #expect([UIUserInterfaceSizeClass.unspecified, .compact, .regular].map(\.rawValue) == [0, 1, 2])
        #expect([UIUserInterfaceIdiom.unspecified, .phone, .pad, .tv, .carPlay, .mac].map(\.rawValue) == [-1, 0, 1, 2, 3, 5])
        #expect([UIUserInterfaceStyle.unspecified, .light, .dark].map(\.rawValue) == [0, 1, 2])
        #expect([UITraitEnvironmentLayoutDirection.unspecified, .leftToRight, .rightToLeft].map(\.rawValue) == [-1, 0, 1])
        #expect([UILegibilityWeight.unspecified, .regular, .bold].map(\.rawValue) == [-1, 0, 1])
        #expect([UIAccessibilityContrast.unspecified, .normal, .high].map(\.rawValue) == [-1, 0, 1])
    }

    @Test func contentSizeCategoriesAreOrdered() {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ]
        #expect(categories.shuffled().sorted() == categories)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.large > .medium)
        #expect(UIContentSizeCategory.extraExtraExtraLarge <= .accessibilityMedium)
    }

    @Test func accessibilityCategoriesStartAtAccessibilityMedium() {
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func contentSizeCategoryRawValuesMatchUIKit() {
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXL")
        #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS") == .extraSmall)
    }

    @Test func systemTraitDefinitionsDefaultToUnspecified() {
        #expect(UITraitHorizontalSizeClass.defaultValue == .unspecified)
        #expect(UITraitVerticalSizeClass.defaultValue == .unspecified)
        #expect(UITraitUserInterfaceIdiom.defaultValue == .unspecified)
        #expect(UITraitUserInterfaceStyle.defaultValue == .unspecified)
        #expect(UITraitLayoutDirection.defaultValue == .unspecified)
        #expect(UITraitDisplayScale.defaultValue == 0)
        #expect(UITraitPreferredContentSizeCategory.defaultValue == .unspecified)
        #expect(UITraitLegibilityWeight.defaultValue == .unspecified)
        #expect(UITraitAccessibilityContrast.defaultValue == .unspecified)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(!UITraitHorizontalSizeClass.affectsColorAppearance)
        #expect(UITraitHorizontalSizeClass.identifier != UITraitVerticalSizeClass.identifier)
    }
}
#endif
