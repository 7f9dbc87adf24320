import Foundation
import HeadlessUIKit
import Testing

/// `UISwitch` at the size iOS records for it.
///
/// Source: getsentry/sentry-cocoa, `SentryUIRedactBuilderTests+Common.swift`
/// (`testDefaultIgnoredControls_shouldNotRedactUISwitch`), which prints the hierarchy iOS 26,
/// 18, 17 and 16 made for `UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))` in a
/// 100 × 100 view: `<UISwitch …; frame = (10 40; 51 31)>`, the requested size ignored.
@Suite @MainActor struct SwitchTests {
    private let keeper = WindowKeeper()

    @Test func aSwitchIsFiftyOneByThirtyOneWhateverItsFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
        root.addSubview(toggle)
        #expect(toggle.frame == CGRect(x: 10, y: 40, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
    }

    @Test func aSwitchInAutoLayoutTakesItsIntrinsicSize() {
        let window = keeper.keep(UIWindow(headlessDevice: .iPhone15, orientation: .portrait))
        let toggle = UISwitch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(toggle)
        NSLayoutConstraint.activate([
            toggle.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            toggle.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 12),
        ])
        window.layoutIfNeeded()
        // A window keeps the default 8-point margins.
        #expect(toggle.frame == CGRect(x: 393 - 8 - 51, y: 59 + 12, width: 51, height: 31))
    }

    @Test func togglingSendsNoEventUntilTheTestSendsOne() {
        let toggle = UISwitch()
        var changes: [Bool] = []
        toggle.addAction(UIAction { action in changes.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && changes.isEmpty)
        toggle.sendActions(for: .valueChanged)
        #expect(changes == [true])
        #expect(toggle.isAccessibilityElement && toggle.style == .sliding && toggle.preferredStyle == .automatic)
    }
}
