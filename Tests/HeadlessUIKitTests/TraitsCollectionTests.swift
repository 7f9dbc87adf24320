#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A custom iOS 17 trait, as an app would declare it.
private struct HighlightLevelTrait: UITraitDefinition {
    static let defaultValue = 0
}

/// The identifiers of trait types, for comparing lists of traits.
private func identifiers(_ traits: [UITrait]) -> [String] {
    traits.map { trait in trait.identifier }
}

@Suite struct TraitsCollectionTests {
    @Test func emptyCollectionIsUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
        #expect(traits.accessibilityContrast == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.displayScale == 0)
    }

    @Test func singleTraitInitialisersSetOnlyTheirTrait() {
        let horizontal = UITraitCollection(horizontalSizeClass: .compact)
        #expect(horizontal.horizontalSizeClass == .compact)
        #expect(horizontal.verticalSizeClass == .unspecified)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory == .extraLarge)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(UITraitDisplayScale.self, value: 2).displayScale == 2)
    }

    @Test @available(*, deprecated) func traitsFromCollectionsCombineWithLaterWinning() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(displayScale: 2),
        ])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.verticalSizeClass == .regular)
        #expect(combined.displayScale == 2)
        #expect(combined.userInterfaceIdiom == .unspecified)
    }

    @Test @available(*, deprecated) func unspecifiedValuesDoNotOverride() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(horizontalSizeClass: .unspecified),
            UITraitCollection(displayScale: 3),
            UITraitCollection(displayScale: 0),
        ])
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.displayScale == 3)
    }

    @Test func equalityComparesValuesNotHowTheyWereSet() {
        let a = UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.userInterfaceIdiom = .phone
        }
        let b = UITraitCollection(userInterfaceIdiom: .phone).modifyingTraits { traits in
            traits.horizontalSizeClass = .compact
            traits.verticalSizeClass = .unspecified
        }
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(a != UITraitCollection(horizontalSizeClass: .compact))
        #expect(UITraitCollection(horizontalSizeClass: .unspecified) == UITraitCollection())
    }

    @Test func changedTraitsListsDifferingTraits() {
        let old = UITraitCollection(horizontalSizeClass: .compact).replacing(UITraitDisplayScale.self, value: 3)
        let new = old.replacing(UITraitHorizontalSizeClass.self, value: .regular)
        let changed = new.changedTraits(from: old)
        #expect(identifiers(changed) == [UITraitHorizontalSizeClass.identifier])
        #expect(new.changedTraits(from: new).isEmpty)
        #expect(Set(identifiers(new.changedTraits(from: nil)))
            == [UITraitHorizontalSizeClass.identifier, UITraitDisplayScale.identifier])
    }

    @Test func modifyingTraitsCopiesAndChanges() {
        let base = UITraitCollection(userInterfaceIdiom: .phone).replacing(UITraitVerticalSizeClass.self, value: .regular)
        let modified = base.modifyingTraits { traits in
            traits.verticalSizeClass = .compact
            traits.preferredContentSizeCategory = .accessibilityLarge
        }
        #expect(modified.userInterfaceIdiom == .phone)
        #expect(modified.verticalSizeClass == .compact)
        #expect(modified.preferredContentSizeCategory == .accessibilityLarge)
        #expect(base.verticalSizeClass == .regular)
    }

    @Test func mutationsInitialiserSetsTraits() {
        let traits = UITraitCollection { traits in
            traits.horizontalSizeClass = .regular
            traits.layoutDirection = .rightToLeft
        }
        #expect(traits.horizontalSizeClass == .regular)
        #expect(traits.layoutDirection == .rightToLeft)
        #expect(traits.verticalSizeClass == .unspecified)
    }

    @Test func customTraitsUseTheirDefaultUntilSet() {
        let traits = UITraitCollection()
        #expect(traits[HighlightLevelTrait.self] == 0)
        let raised = traits.replacing(HighlightLevelTrait.self, value: 4)
        #expect(raised[HighlightLevelTrait.self] == 4)
        #expect(raised.changedTraits(from: traits).count == 1)
        #expect(raised != traits)
    }

    @Test @available(*, deprecated) func containsTraitsChecksSpecifiedTraitsOnly() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceIdiom: .phone),
        ])
        #expect(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(traits.containsTraits(in: UITraitCollection()))
        #expect(traits.containsTraits(in: nil))
        #expect(!traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!traits.containsTraits(in: UITraitCollection(displayScale: 2)))
    }
}
#endif
