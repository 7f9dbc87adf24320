import Foundation
import HeadlessUIKit
import Testing

/// Lays out the screens of `UIKitCorpus/` (code that also typechecks against the iOS 17 SDK) and
/// checks their frames, worked out by hand for an iPhone 15 (393 × 852, safe area 59/34, @3x).
@Suite @MainActor struct UIKitCorpusTests {
    @Test func profileScreenInPortrait() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let screen = CorpusProfileScreen(in: window)
        window.layoutIfNeeded()
        #expect(screen.background.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        // Card: margins 8 wide, top = safe area 59 + 16, height 12 + 64 + 12.
        #expect(screen.card.frame == CGRect(x: 8, y: 75, width: 377, height: 88))
        #expect(screen.card.avatar.frame == CGRect(x: 12, y: 12, width: 64, height: 64))
        // Badge: 377 − 12 − 24, centred on the avatar (44 − 12).
        #expect(screen.card.badge.frame == CGRect(x: 341, y: 32, width: 24, height: 24))
        // Title: 12 + 64 + 8 system spacing up to the badge − 8.
        #expect(screen.card.title.frame == CGRect(x: 84, y: 34, width: 249, height: 20))
        // Toolbar right to left: leading margin 16 is on the right, trailing 4 on the left.
        #expect(screen.toolbar.frame == CGRect(x: 0, y: 171, width: 393, height: 44))
        #expect(screen.toolbarLeadingItem.frame == CGRect(x: 347, y: 7, width: 30, height: 30))
        #expect(screen.toolbarTrailingItem.frame == CGRect(x: 4, y: 7, width: 30, height: 30))
        // Footer: readable guide = margins guide on a phone; bottom = 852 − 34 − 10.
        #expect(screen.footer.frame == CGRect(x: 8, y: 763, width: 377, height: 45))
        // Spacer from 163 to 763: content centred at 463; width 0.5 × 377 + 11.5.
        #expect(screen.spacer.layoutFrame == CGRect(x: 0, y: 163, width: 393, height: 600))
        #expect(screen.content.frame == CGRect(x: 28, y: 363, width: 200, height: 200))
        #expect(screen.footerBottom.firstItem === screen.footer)
        #expect(screen.footerBottom.secondItem === window.safeAreaLayoutGuide)
        #expect(screen.card.layoutPasses >= 1)
        #expect(!screen.card.isCompact)
    }

    @Test func liftingTheFooterAndRotating() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let screen = CorpusProfileScreen(in: window)
        window.layoutIfNeeded()
        screen.liftFooter(by: 100)
        window.layoutIfNeeded()
        #expect(screen.footer.frame.minY == 663)
        // Spacer 163…663, centre 413.
        #expect(screen.content.frame.minY == 313)

        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(screen.card.isCompact)
        #expect(screen.background.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        // Margins 59 + 8 on both sides; top 0 + 16; compact avatar 40.
        #expect(screen.card.frame == CGRect(x: 67, y: 16, width: 718, height: 64))
        #expect(screen.card.avatar.frame == CGRect(x: 12, y: 12, width: 40, height: 40))
        #expect(screen.card.badge.frame == CGRect(x: 682, y: 20, width: 24, height: 24))
        // Readable width 672 centred in the 718-wide margins guide; bottom 393 − 21 − 110.
        #expect(screen.footer.frame == CGRect(x: 90, y: 217, width: 672, height: 45))
    }

    @Test func cardFittingSize() {
        #expect(CorpusProfileScreen.cardFittingSize(width: 300) == CGSize(width: 300, height: 88))
    }

    @Test func theCorpusLogsNothing() {
        let log = HeadlessLog.capture {
            let window = UIWindow(headlessDevice: .iPhone15)
            _ = CorpusProfileScreen(in: window)
            window.layoutIfNeeded()
        }
        #expect(log.isEmpty)
    }
}
