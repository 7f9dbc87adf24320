import Foundation
import HeadlessUIKit
import Testing

/// `UIView.keyboardLayoutGuide` (uikit-model.md §7.6) on an iPhone 15 in portrait (393 × 852,
/// safe-area bottom 34, keyboard 336).
@Suite @MainActor struct KeyboardLayoutGuideTests {
    /// A 44-high bar whose bottom sits on the window's keyboard guide.
    private func barOnKeyboard() -> (UIWindow, UIView) {
        let window = UIWindow(headlessDevice: .iPhone15)
        let bar = constrainedSubview(of: window)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
        ])
        return (window, bar)
    }

    @Test func hiddenKeyboardMeansTheSafeAreaBottom() {
        let (window, bar) = barOnKeyboard()
        window.layoutIfNeeded()
        #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
        #expect(window.keyboardLayoutGuide.usesBottomSafeArea)
        #expect(!window.keyboardLayoutGuide.followsUndockedKeyboard)
        #expect(window.keyboardLayoutGuide.keyboardDismissPadding == 0)
        #expect(window.keyboardLayoutGuide === window.keyboardLayoutGuide)
    }

    @Test func shownKeyboardCoversItsOverlap() {
        let (window, bar) = barOnKeyboard()
        window.layoutIfNeeded()
        window.headlessKeyboard.show()
        // The keyboard's top, 852 − 336 = 516; show() lays the window out.
        #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(bar.frame == CGRect(x: 0, y: 472, width: 393, height: 44))
        window.headlessKeyboard.hide()
        #expect(bar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
    }

    @Test func aShortKeyboardNeverGoesBelowTheSafeArea() {
        let (window, bar) = barOnKeyboard()
        window.headlessKeyboard.show(height: 20)
        #expect(window.keyboardLayoutGuide.layoutFrame.minY == 818)
        #expect(bar.frame.maxY == 818)
        // Without the safe area the guide is the overlap itself.
        window.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 832, width: 393, height: 20))
        window.headlessKeyboard.hide()
        #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
    }

    @Test func aViewAboveTheKeyboardHasNoOverlap() {
        // A 300-high panel at the top: the keyboard (from 516) misses it, so its guide is empty
        // at its bottom (the panel has no bottom safe-area inset).
        let window = UIWindow(headlessDevice: .iPhone15)
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        window.addSubview(panel)
        let guide = panel.keyboardLayoutGuide
        window.headlessKeyboard.show()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 300, width: 393, height: 0))
        // Moved down to 400…700, it is covered from 516: 184.
        panel.frame.origin.y = 400
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 116, width: 393, height: 184))
    }
}
