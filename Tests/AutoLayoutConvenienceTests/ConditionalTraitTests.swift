import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §6.2, §6.5: trait conditions are re-evaluated through
/// `registerForTraitChanges` when size classes, idiom, style, direction or other traits change.
@Suite @MainActor struct ConditionalTraitTests {
    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func verticallyCompactFollowsRotation() {
        let window = phoneWindow()
        let box = switchingBox(in: window, .verticallyCompact)
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        window.headlessOrientation = .landscape
        #expect(laidOut(box, in: window) == thenFrame(in: landscapeSize))
        window.headlessOrientation = .portrait
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        #expect(window.subviews == [box])
    }
    #endif

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func verticallyRegularFollowsRotation() {
        let window = phoneWindow()
        let box = switchingBox(in: window, .verticallyRegular)
        #expect(laidOut(box, in: window) == thenFrame(in: portraitSize))
        window.headlessOrientation = .landscape
        #expect(laidOut(box, in: window) == elseFrame(in: landscapeSize))
    }
    #endif

    @Test func horizontalSizeClasses() {
        let window = phoneWindow()
        let compact = switchingBox(in: window, .horizontallyCompact)
        let regular = switchingBox(in: window, .horizontallyRegular)
        window.layoutIfNeeded()
        #expect(compact.frame == thenFrame(in: portraitSize))
        #expect(regular.frame == elseFrame(in: portraitSize))
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(compact.frame == elseFrame(in: portraitSize))
        #expect(regular.frame == thenFrame(in: portraitSize))
        window.traitOverrides.horizontalSizeClass = .unspecified
        window.layoutIfNeeded()
        #expect(compact.frame == elseFrame(in: portraitSize))
        #expect(regular.frame == elseFrame(in: portraitSize))
    }

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func readmeSpellingsMeanTheCanonicalConditions() {
        let window = phoneWindow()
        // (alias, holds in portrait, holds in landscape)
        let aliases: [(UIView.Condition, Bool, Bool)] = [
            (.isVerticallyCompact, false, true), (.verticalCompact, false, true),
            (.isVerticallyRegular, true, false), (.verticalRegular, true, false),
            (.isHorizontallyCompact, true, true), (.horizontalCompact, true, true),
            (.isHorizontallyRegular, false, false), (.horizontalRegular, false, false),
        ]
        let boxes = aliases.map { switchingBox(in: window, $0.0) }
        window.layoutIfNeeded()
        #expect(boxes.map(\.frame) == aliases.map { $0.1 ? thenFrame(in: portraitSize) : elseFrame(in: portraitSize) })
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(boxes.map(\.frame) == aliases.map { $0.2 ? thenFrame(in: landscapeSize) : elseFrame(in: landscapeSize) })
    }
    #endif

    @Test func idioms() {
        let window = phoneWindow()
        let phone = switchingBox(in: window, .phone)
        let pad = switchingBox(in: window, .pad)
        let idiomPad = switchingBox(in: window, .idiom(.pad))
        let others = [UIView.Condition.mac, .tv, .carPlay].map { switchingBox(in: window, $0) }
        window.layoutIfNeeded()
        #expect(phone.frame == thenFrame(in: portraitSize))
        #expect([pad, idiomPad].map(\.frame) == [elseFrame(in: portraitSize), elseFrame(in: portraitSize)])
        #expect(others.allSatisfy { $0.frame == elseFrame(in: portraitSize) })
        window.traitOverrides.userInterfaceIdiom = .pad
        window.layoutIfNeeded()
        #expect(phone.frame == elseFrame(in: portraitSize))
        #expect([pad, idiomPad].map(\.frame) == [thenFrame(in: portraitSize), thenFrame(in: portraitSize)])
        for (idiom, index) in [(UIUserInterfaceIdiom.mac, 0), (.tv, 1), (.carPlay, 2)] {
            window.traitOverrides.userInterfaceIdiom = idiom
            window.layoutIfNeeded()
            #expect(others.map(\.frame) == others.indices.map { $0 == index ? thenFrame(in: portraitSize) : elseFrame(in: portraitSize) })
        }
    }

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func padWindowIsRegularBothWays() {
        let window = UIWindow(headlessDevice: .iPadPro11, orientation: .portrait)
        let box = switchingBox(in: window, .all(.pad, .horizontallyRegular, .verticallyRegular))
        window.layoutIfNeeded()
        #expect(box.frame == thenFrame(in: window.bounds.size))
    }
    #endif

    @Test func interfaceStyle() {
        let window = phoneWindow()
        let dark = switchingBox(in: window, .dark)
        let light = switchingBox(in: window, .light)
        window.layoutIfNeeded()
        #expect([dark.frame, light.frame] == [elseFrame(in: portraitSize), thenFrame(in: portraitSize)])
        window.traitOverrides.userInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect([dark.frame, light.frame] == [thenFrame(in: portraitSize), elseFrame(in: portraitSize)])
    }

    @Test func layoutDirection() {
        let window = phoneWindow()
        let rtl = switchingBox(in: window, .rightToLeft)
        let ltr = switchingBox(in: window, .leftToRight)
        window.layoutIfNeeded()
        #expect([rtl.frame, ltr.frame] == [elseFrame(in: portraitSize), thenFrame(in: portraitSize)])
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(rtl.frame == thenFrame(in: portraitSize, rightToLeft: true))
        #expect(ltr.frame == elseFrame(in: portraitSize, rightToLeft: true))
    }

    @Test func anyTraitByCollectionOrKeyPath() {
        let window = phoneWindow()
        let bold = switchingBox(in: window, .traits(in: UITraitCollection(legibilityWeight: .bold)))
        let large = switchingBox(in: window, .trait(\.preferredContentSizeCategory, is: .extraLarge))
        window.layoutIfNeeded()
        #expect([bold.frame, large.frame] == [elseFrame(in: portraitSize), elseFrame(in: portraitSize)])
        window.traitOverrides.legibilityWeight = .bold
        window.layoutIfNeeded()
        #expect([bold.frame, large.frame] == [thenFrame(in: portraitSize), elseFrame(in: portraitSize)])
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        window.layoutIfNeeded()
        #expect([bold.frame, large.frame] == [thenFrame(in: portraitSize), thenFrame(in: portraitSize)])
    }

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func traitsInMatchesOnlySpecifiedTraits() {
        let window = phoneWindow()
        let both = UITraitCollection { traits in
            traits.verticalSizeClass = .compact
            traits.userInterfaceIdiom = .phone
        }
        let box = switchingBox(in: window, .traits(in: both))
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        window.headlessOrientation = .landscape
        #expect(laidOut(box, in: window) == thenFrame(in: landscapeSize))
    }
    #endif
}
