import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

#if !canImport(UIKit)
// Headless only: every check rotates HeadlessUIKit's device window (headlessOrientation).
/// convenience-dsl.md §6.2: combinators and instance helpers, switched through rotation
/// (vertical size class) and the interface style.
@Suite @MainActor struct ConditionalCombinatorTests {
    /// The four states: (landscape?, dark?).
    private static let states: [(Bool, Bool)] = [(false, false), (true, false), (false, true), (true, true)]

    /// Checks `condition` against `expected(compact, dark)` in every state, frames included.
    private func check(_ condition: UIView.Condition, _ expected: (Bool, Bool) -> Bool) {
        let window = phoneWindow()
        let box = switchingBox(in: window, condition)
        for (landscape, dark) in Self.states {
            window.headlessOrientation = landscape ? .landscape : .portrait
            window.traitOverrides.userInterfaceStyle = dark ? .dark : .light
            let size = landscape ? landscapeSize : portraitSize
            let frame = laidOut(box, in: window)
            #expect(frame == (expected(landscape, dark) ? thenFrame(in: size) : elseFrame(in: size)), "landscape \(landscape), dark \(dark)")
        }
    }

    @Test func all() {
        check(.all(.verticallyCompact, .dark)) { $0 && $1 }
        check(.all([.verticallyCompact, .dark])) { $0 && $1 }
        check(.all()) { _, _ in true }
    }

    @Test func any() {
        check(.any(.verticallyCompact, .dark)) { $0 || $1 }
        check(.any([.verticallyCompact, .dark])) { $0 || $1 }
        check(.any()) { _, _ in false }
    }

    @Test func not() {
        check(.not(.verticallyCompact, .dark)) { !$0 && !$1 }
        check(.not([.dark])) { !$1 }
    }

    @Test func constants() {
        check(.alwaysTrue) { _, _ in true }
        check(.alwaysFalse) { _, _ in false }
    }

    @Test func instanceHelpers() {
        check(.verticallyCompact.isTrue) { compact, _ in compact }
        check(.verticallyCompact.isFalse) { compact, _ in !compact }
        check(.verticallyCompact.and(.dark)) { $0 && $1 }
        check(.verticallyCompact.or(.dark)) { $0 || $1 }
        check(.dark.and(.verticallyCompact.isFalse).or(.alwaysFalse)) { !$0 && $1 }
    }

    @Test func mixedViewsAndKindsCoalesceAndStillSwitch() {
        // Traits of the box and bounds of the window: a complex condition, updated at step 0 of
        // the next layout pass.
        let window = phoneWindow()
        let box = switchingBox(in: window, .all(.verticallyCompact, .view(window, is: .width(is: .atLeast(800)))))
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        window.headlessOrientation = .landscape
        #expect(laidOut(box, in: window) == thenFrame(in: landscapeSize))
    }
}
#endif
