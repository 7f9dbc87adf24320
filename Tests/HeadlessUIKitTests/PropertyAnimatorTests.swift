import Foundation
import HeadlessUIKit
import Testing

/// Property animators apply their animations' final state when they become active and follow
/// the states Apple documents.
///
/// From Apple's documentation: `stopAnimation(_:)` with true moves "directly to the inactive
/// state without performing any final actions", with false to the stopped state;
/// `finishAnimation(at:)`: "It is a programmer error to call this method at any time except
/// after a call to the stopAnimation(_:) method where you pass false"; `pausesOnCompletion`:
/// "the animator remains in the active state when the animation finishes, and it does not
/// execute its completion handler". From UIKit's iOS 17 SDK header `UIViewAnimating.h`: the
/// state and position raw values.
@Suite @MainActor struct PropertyAnimatorTests {
    @Test func startingAppliesTheAnimationsAndFinishesAtTheEndOnTheNextTurn() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        HeadlessEnvironment.animationLog.removeAll()
        var durations: [TimeInterval] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
            box.alpha = 0.5
            durations.append(UIView.inheritedAnimationDuration)
        }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(box.alpha == 1 && animator.state == .inactive, "nothing runs before the start")
        animator.startAnimation()
        #expect(box.alpha == 0.5 && durations == [0.3])
        #expect(animator.state == .active && animator.isRunning)
        animator.addAnimations { box.frame.origin.x = 40 }
        #expect(box.frame.origin.x == 40, "animations added to an active animator run at once")
        #expect(HeadlessEnvironment.animationLog.map(\.kind) == [.propertyAnimator, .propertyAnimator])
        HeadlessRunLoop.main.drain()
        #expect(positions == [.end] && animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 1)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeOut)
    }

    @Test func stoppingWithoutFinishingSkipsTheCompletions() {
        let box = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { box.alpha = 0 }
        var completions = 0
        animator.addCompletion { _ in completions += 1 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning && box.alpha == 0)
        animator.stopAnimation(true)
        HeadlessRunLoop.main.drain()
        #expect(animator.state == .inactive && completions == 0)
        #expect(animator.timingParameters?.timingCurveType == .spring)
    }

    @Test func aStoppedAnimatorFinishesAtTheGivenPosition() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        let early = HeadlessLog.capture { animator.finishAnimation(at: .end) }
        #expect(early.count == 1 && early[0].category == .exception && positions.isEmpty, "finishing an inactive animator is a programmer error")
        animator.startAnimation()
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        HeadlessRunLoop.main.drain()
        #expect(positions.isEmpty, "a stopped animator does not finish by itself")
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && animator.state == .inactive)
    }

    @Test func pausesOnCompletionKeepsTheAnimatorActive() {
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeIn) {}
        animator.pausesOnCompletion = true
        var completions = 0
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        HeadlessRunLoop.main.drain()
        #expect(animator.state == .active && !animator.isRunning && completions == 0)
    }

    @Test func aRunningAnimatorTakesTheCurveOfItsOptions() {
        let box = UIView()
        HeadlessEnvironment.animationLog.removeAll()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0.1, options: [.curveLinear], animations: {
            box.alpha = 0.2
        }, completion: { position = $0 })
        #expect(box.alpha == 0.2 && animator.isRunning && animator.delay == 0.1)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .linear)
        #expect(HeadlessEnvironment.animationLog.first?.delay == 0.1 && HeadlessEnvironment.animationLog.first?.options == .curveLinear)
        HeadlessRunLoop.main.drain()
        #expect(position == .end)
    }

    @Test func aReversedAnimatorFinishesAtTheStartAndSaysTheViewsKeepTheirEndState() {
        let box = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeInOut) { box.alpha = 0 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        animator.isReversed = true
        let log = HeadlessLog.capture { HeadlessRunLoop.main.drain() }
        #expect(position == .start && box.alpha == 0)
        #expect(log.map(\.category) == [.notModelled])
    }

    @Test func springParametersKeepTheirDampingRatio() {
        #expect(UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0)).headlessDampingRatio == 0.5)
        #expect(UISpringTimingParameters(duration: 0.5, bounce: 0.25).headlessDampingRatio == 0.75)
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        #expect(cubic.timingCurveType == .cubic && cubic.controlPoint1.x == 0.2)
        #expect(UICubicTimingParameters().timingCurveType == .builtin)
        #expect(UIViewAnimatingState.stopped.rawValue == 2 && UIViewAnimatingPosition.current.rawValue == 2)
    }

    @Test func aRunningAnimatorNobodyHoldsStillFinishes() {
        var position: UIViewAnimatingPosition?
        do {
            let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) {}
            animator.addCompletion { position = $0 }
            animator.startAnimation()
        }
        HeadlessRunLoop.main.drain()
        #expect(position == .end)
    }
}
