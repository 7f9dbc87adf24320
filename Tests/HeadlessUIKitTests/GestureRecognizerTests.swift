import Foundation
import HeadlessUIKit
import Testing

/// Gesture recognizers attach to views and play gestures a test describes.
///
/// From UIKit's iOS 17 SDK header `UIGestureRecognizer.h`: states and their raw values
/// (`.recognized` is `.ended`); "the action method will be called" for began, changed, ended
/// and cancelled, "will not be called" for failed, and the recognizer "will be reset to
/// UIGestureRecognizerStatePossible" after ended, cancelled and failed; `isEnabled` "default is
/// YES … when changed to NO the gesture recognizer will be cancelled if it's currently
/// recognizing"; `cancelsTouchesInView` YES, `delaysTouchesBegan` NO, `delaysTouchesEnded` YES,
/// `requiresExclusiveTouchType` YES. Subclass defaults from `UITapGestureRecognizer.h` (1 tap,
/// 1 touch), `UILongPressGestureRecognizer.h` (0 taps, 1 touch, 0.5 s, 10 pt),
/// `UISwipeGestureRecognizer.h` (direction right, raw value 1 << 0), `UIPinchGestureRecognizer.h`.
@Suite @MainActor struct GestureRecognizerTests {
    private final class Refusing: NSObject, UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return false
        }
    }

    @Test func recognizersAttachToOneViewAtATime() {
        let first = UIView(), second = UIView()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(tap)
        first.addGestureRecognizer(pan)
        #expect(first.gestureRecognizers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(tap), ObjectIdentifier(pan)])
        #expect(tap.view === first)
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers?.count == 1 && tap.view === second)
        second.removeGestureRecognizer(tap)
        #expect(second.gestureRecognizers == nil && tap.view == nil)
        first.gestureRecognizers = [tap]
        #expect(pan.view == nil && tap.view === first && first.gestureRecognizers?.count == 1)
    }

    @Test func aPlayedTapSendsItsActionAndResetsOnTheNextTurn() {
        let view = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        let tap = UITapGestureRecognizer()
        var seen: [(UIGestureRecognizer.State, CGPoint)] = []
        tap.headlessAddAction { seen.append(($0.state, $0.location(in: $0.view))) }
        #expect(!tap.headlessRecognize(), "a recognizer without a view recognizes nothing")
        view.addGestureRecognizer(tap)
        #expect(tap.headlessRecognize(at: CGPoint(x: 10, y: 15)))
        #expect(seen.count == 1 && seen[0].0 == .ended && seen[0].1 == CGPoint(x: 10, y: 15))
        #expect(UIGestureRecognizer.State.recognized == .ended && tap.state == .ended)
        HeadlessRunLoop.main.drain()
        #expect(tap.state == .possible)
        // With no location given, the gesture is at the view's centre.
        tap.headlessRecognize()
        #expect(seen[1].1 == CGPoint(x: 50, y: 30))
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded && tap.requiresExclusiveTouchType)
    }

    @Test func aRefusingDelegateFailsTheGestureWithoutAction() {
        let view = UIView()
        let press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        let delegate = Refusing()
        press.delegate = delegate
        var actions = 0
        press.headlessAddAction { _ in actions += 1 }
        #expect(!press.headlessRecognize(.began))
        #expect(press.state == .failed && actions == 0 && delegate.asked == 1)
        HeadlessRunLoop.main.drain()
        #expect(press.state == .possible)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        let tap = UITapGestureRecognizer()
        tap.require(toFail: press)
        #expect(tap.headlessRequiredToFail.map(ObjectIdentifier.init) == [ObjectIdentifier(press)])
    }

    @Test func disablingARecognizerOrItsViewStopsGestures() {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var states: [UIGestureRecognizer.State] = []
        pan.headlessAddAction { states.append($0.state) }
        pan.setTranslation(CGPoint(x: 40, y: -5), in: view)
        pan.headlessVelocity = CGPoint(x: 300, y: 0)
        pan.headlessRecognize(.began)
        pan.headlessRecognize(.changed)
        #expect(pan.translation(in: view) == CGPoint(x: 40, y: -5) && pan.velocity(in: nil).x == 300)
        pan.isEnabled = false
        #expect(states == [.began, .changed, .cancelled])
        #expect(!pan.headlessRecognize(.began))
        HeadlessRunLoop.main.drain()
        #expect(pan.state == .possible && pan.translation(in: nil) == .zero, "reset clears the translation")
        pan.isEnabled = true
        view.isUserInteractionEnabled = false
        #expect(!pan.headlessRecognize(.began) && states.count == 3)
    }

    @Test func subclassesKeepUIKitsDefaultsAndValues() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.direction.rawValue == 1)
        swipe.direction = [.left, .up]
        #expect(swipe.direction.rawValue == 0b110)
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        pinch.scale = 2.5
        let view = UIView()
        view.addGestureRecognizer(pinch)
        pinch.headlessRecognize(.ended)
        HeadlessRunLoop.main.drain()
        #expect(pinch.scale == 1, "reset returns the scale to 1")
        let edge = UIScreenEdgePanGestureRecognizer()
        #expect(edge.edges == [] && edge.maximumNumberOfTouches == Int.max)
        let touch = UITouch(headlessView: view, at: CGPoint(x: 3, y: 4))
        #expect(touch.view === view && touch.location(in: view) == CGPoint(x: 3, y: 4) && touch.phase == .began)
    }

    @Test func scrollViewsCarryTheirPanRecognizer() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.gestureRecognizers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(scroll.panGestureRecognizer)])
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.panGestureRecognizer.view === table)
    }
}
