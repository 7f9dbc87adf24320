#if !canImport(UIKit)
@testable import HeadlessUIKit
import Testing

// UIKit hands out `UITraitOverrides` only through `traitOverrides`; the internal initialiser
// stands in for a view here.
@Suite struct TraitsOverridesTests {
    @Test func overridesRecordWhatIsSet() {
        var overrides = UITraitOverrides()
        #expect(!overrides.contains(UITraitHorizontalSizeClass.self))
        #expect(overrides.horizontalSizeClass == .unspecified)
        overrides.horizontalSizeClass = .compact
        overrides.userInterfaceStyle = .dark
        #expect(overrides.contains(UITraitHorizontalSizeClass.self))
        #expect(overrides.horizontalSizeClass == .compact)
        #expect(overrides[UITraitUserInterfaceStyle.self] == .dark)
        overrides.remove(UITraitHorizontalSizeClass.self)
        #expect(!overrides.contains(UITraitHorizontalSizeClass.self))
        #expect(overrides.horizontalSizeClass == .unspecified)
        #expect(overrides.contains(UITraitUserInterfaceStyle.self))
    }

    @Test func overridesApplyOnTopOfInheritedTraits() {
        var overrides = UITraitOverrides()
        overrides.horizontalSizeClass = .compact
        let inherited = HeadlessDevice.iPadPro11.traitCollection(in: .landscape)
        let applied = overrides.applied(to: inherited)
        #expect(applied.horizontalSizeClass == .compact)
        #expect(applied.verticalSizeClass == .regular)
        #expect(applied.userInterfaceIdiom == .pad)
        #expect(overrides.description == "UITraitOverrides(HorizontalSizeClass = compact)")
    }
}
#endif
