import Foundation
import HeadlessUIKit
import Testing

/// View animations apply their final state at once and are recorded; accessibility values are
/// stored with UIKit's defaults.
///
/// From UIKit's iOS 17 SDK header `UIView.h`: option raw values, and `transition(from:to:…)`
/// "toView added to fromView.superview, fromView removed from its superview" (or, with
/// `.showHideTransitionViews`, hidden and shown instead). From Apple's `isAccessibilityElement`
/// documentation: false "unless the receiver is a standard UIKit control, in which case the
/// value is true"; labels and buttons read their text and title by default.
@Suite @MainActor struct AnimationAndAccessibilityTests {
    private let keeper = WindowKeeper()

    @Test func everyAnimationVariantAppliesItsFinalStateAndIsRecorded() throws {
        let window = keeper.keep(UIWindow(headlessDevice: .iPhone15, orientation: .portrait))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        HeadlessEnvironment.animationLog.removeAll()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 2, options: .curveEaseOut, animations: {
            box.alpha = 0.5
        }, completion: { finished.append($0) })
        #expect(box.alpha == 0.5)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.frame.origin.x = 50 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.frame.origin.x = 100 }
        })
        #expect(box.frame.origin.x == 100)
        UIView.transition(with: box, duration: 0.25, options: .transitionCrossDissolve, animations: { box.backgroundColor = .red }, completion: nil)
        #expect(box.backgroundColor == .red)
        let replacement = UIView()
        UIView.transition(from: box, to: replacement, duration: 0.2, options: .transitionFlipFromLeft)
        #expect(box.superview == nil && replacement.superview === window)
        let hidden = UIView()
        window.addSubview(hidden)
        UIView.transition(from: replacement, to: hidden, duration: 0.2, options: [.showHideTransitionViews])
        #expect(replacement.isHidden && !hidden.isHidden && replacement.superview === window)
        UIView.animate(springDuration: 0.4, bounce: 0.2) { box.alpha = 1 }
        #expect(HeadlessEnvironment.animationLog.map(\.kind) == [
            .spring(dampingRatio: 0.7, velocity: 2), .keyframes, .transition, .transition, .transition, .springBounce(bounce: 0.2, velocity: 0),
        ])
        #expect(HeadlessEnvironment.animationLog[0].delay == 0.1 && HeadlessEnvironment.animationLog[0].options == .curveEaseOut)
        #expect(HeadlessEnvironment.animationLog[1].options.rawValue == UIView.KeyframeAnimationOptions.calculationModeCubic.rawValue)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        // Completions run on the next turn of the run loop, with `true`.
        #expect(finished.isEmpty)
        HeadlessRunLoop.main.drain()
        #expect(finished == [true])
    }

    @Test func accessibilityDefaultsFollowTheKindOfView() {
        let label = UILabel()
        label.text = "Total"
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        let image = UIImageView()
        let plain = UIView()
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Total" && label.accessibilityTraits == .staticText)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Pay" && button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        // What the app sets wins over the defaults, and setting nil brings the default back.
        label.accessibilityLabel = "Total price"
        label.accessibilityTraits = [.staticText, .header]
        label.isAccessibilityElement = false
        #expect(label.accessibilityLabel == "Total price" && label.accessibilityTraits.contains(.header) && !label.isAccessibilityElement)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Total")
        plain.accessibilityElements = [label, button]
        plain.shouldGroupAccessibilityChildren = true
        #expect(plain.accessibilityElements?.count == 2 && plain.shouldGroupAccessibilityChildren)
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        // Announcements are recorded, not spoken.
        UIAccessibility.postedNotifications.removeAll()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: label)
        #expect(UIAccessibility.postedNotifications.map(\.notification) == [.announcement, .layoutChanged])
        #expect(UIAccessibility.postedNotifications.first?.argument as? String == "Saved")
    }
}
