import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

#if !canImport(UIKit)
// Headless only: checks the animations HeadlessUIKit records in HeadlessEnvironment.animationLog.
/// convenience-dsl.md §6.7: animated conditional changes. On HeadlessUIKit the change is applied
/// at once and recorded in `HeadlessEnvironment.animationLog`.
@Suite @MainActor struct ConditionalAnimationTests {
    private let expectedRecord = HeadlessAnimationRecord(duration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction])

    @Test func animateChangesRecordsOneAnimationAndLaysOutTheWindow() {
        let window = phoneWindow()
        let box = UIView()
        UIView.if(.dark) {
            window.addSubview(box, pinnedTo: .topLeading, of: .superview)
            box.constrain(widthAndHeight: 40)
        } else: {
            window.addSubview(box, pinnedTo: .bottomTrailing, of: .superview)
            box.constrain(widthAndHeight: 100)
        }.animateChanges()
        window.layoutIfNeeded()
        let before = HeadlessEnvironment.animationLog.count
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(HeadlessEnvironment.animationLog.count == before + 1)
        #expect(HeadlessEnvironment.animationLog.last == expectedRecord)
        // The animation block laid out the topmost ancestor: frames are final without a pass.
        #expect(box.frame == thenFrame(in: portraitSize))
    }

    @Test func enableAnimationsOnTheView() {
        let window = phoneWindow()
        let box = switchingBox(in: window, .dark).enableAnimationsForConditionalUpdates()
        window.layoutIfNeeded()
        let before = HeadlessEnvironment.animationLog.count
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(HeadlessEnvironment.animationLog.count == before + 1)
        #expect(box.frame == thenFrame(in: portraitSize))
    }

    @Test func noAnimationOutsideAWindowOrWhenDisabled() {
        let root = rootView(400, 300)
        let detached = switchingBox(in: root, .view(root, is: .width(is: .atLeast(500)))).enableAnimationsForConditionalUpdates()
        root.layoutIfNeeded()
        let window = phoneWindow()
        let box = switchingBox(in: window, .dark).enableAnimationsForConditionalUpdates()
        window.layoutIfNeeded()
        let before = HeadlessEnvironment.animationLog.count
        root.frame.size.width = 600
        UIView.performWithoutAnimation { window.traitOverrides.userInterfaceStyle = .dark }
        #expect(HeadlessEnvironment.animationLog.count == before)
        #expect(laidOut(detached, in: root) == thenFrame(in: CGSize(width: 600, height: 300)))
        #expect(laidOut(box, in: window) == thenFrame(in: portraitSize))
    }

    @Test func insideACallersAnimationTheChangeJoinsIt() {
        let window = phoneWindow()
        let box = switchingBox(in: window, .dark).enableAnimationsForConditionalUpdates()
        window.layoutIfNeeded()
        let before = HeadlessEnvironment.animationLog.count
        UIView.animate(withDuration: 1) { window.traitOverrides.userInterfaceStyle = .dark }
        #expect(HeadlessEnvironment.animationLog.count == before + 1)
        #expect(HeadlessEnvironment.animationLog.last?.duration == 1)
        #expect(box.frame == thenFrame(in: portraitSize))
    }
}
#endif
