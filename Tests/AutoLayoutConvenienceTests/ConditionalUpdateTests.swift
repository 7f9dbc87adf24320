import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §6.4–6.6: callbacks, direct and coalesced updates, forcing updates and the
/// oscillation guard.
@Suite @MainActor struct ConditionalUpdateTests {
    /// A box in a phone window that is 40 × 40 while `flag` holds, else 100 × 100; returns the
    /// window, the box, the `then` list and the conditional result.
    private func callbackBox(_ flag: Flag) -> (UIWindow, UIView, ConstraintsList, ConditionalResult) {
        let window = phoneWindow()
        let box = UIView()
        var thenList: ConstraintsList?
        let result = UIView.if(.callback { flag.read() }) {
            thenList = window.addSubview(box, pinnedTo: .topLeading, of: .superview)
            box.constrain(widthAndHeight: 40)
        } else: {
            window.addSubview(box, pinnedTo: .bottomTrailing, of: .superview)
            box.constrain(widthAndHeight: 100)
        }
        return (window, box, thenList!, result)
    }

    @Test func callbacksAreCoalescedUntilTheNextLayoutPass() {
        let flag = Flag()
        let (window, box, thenList, _) = callbackBox(flag)
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        flag.value = true
        box.setConditionalConstraintsNeedsUpdate()
        #expect(!thenList.isActive)
        #expect(laidOut(box, in: window) == thenFrame(in: portraitSize))
        #expect(thenList.isActive)
    }

    @Test func coalescedUpdatesHappenOncePerPass() {
        let flag = Flag()
        let (window, box, _, _) = callbackBox(flag)
        // The first evaluation reads the condition once per stored list (two per branch).
        let perUpdate = flag.reads
        #expect(perUpdate == 4)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        let reads = flag.reads
        // Hidden changes, trait changes and explicit requests: one evaluation at the next pass.
        box.isHidden = true
        box.isHidden = false
        window.traitOverrides.userInterfaceStyle = .dark
        box.setConditionalConstraintsNeedsUpdate()
        box.setConditionalConstraintsNeedsUpdate()
        #expect(flag.reads == reads)
        window.layoutIfNeeded()
        #expect(flag.reads == reads + perUpdate)
        window.layoutIfNeeded()
        #expect(flag.reads == reads + perUpdate)
    }

    @Test func callbackWithViewArgumentObservesVisibility() {
        let window = phoneWindow()
        let box = switchingBox(in: window, .callback { view in view.isHidden })
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        box.isHidden = true
        #expect(laidOut(box, in: window) == thenFrame(in: portraitSize))
    }

    @Test func withoutCoalescingUpdatesDirectly() {
        let flag = Flag()
        let (window, _, thenList, result) = callbackBox(flag)
        result.withoutCoalescing()
        window.layoutIfNeeded()
        flag.value = true
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(thenList.isActive)
    }

    @Test func useDirectConditionalUpdatesOnTheView() {
        let flag = Flag()
        let (_, box, thenList, _) = callbackBox(flag)
        #expect(box.useDirectConditionalUpdates() === box)
        flag.value = true
        box.setConditionalConstraintsNeedsUpdate()
        #expect(thenList.isActive)
    }

    @Test func updateIfNeededAndForce() {
        let flag = Flag()
        let (window, box, thenList, _) = callbackBox(flag)
        flag.value = true
        box.updateConditionalConstraintsIfNeeded()
        #expect(!thenList.isActive)
        box.setConditionalConstraintsNeedsUpdate()
        box.updateConditionalConstraintsIfNeeded()
        #expect(thenList.isActive)
        flag.value = false
        box.forceUpdateConditionalConstraints()
        #expect(!thenList.isActive)
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
    }

    @Test func simpleConditionsUpdateDirectly() {
        // One view, one kind (traits): applied as soon as the trait changes.
        let window = phoneWindow()
        let box = UIView()
        var darkList: ConstraintsList?
        UIView.if(.dark) { darkList = window.addSubview(box, pinnedTo: .topLeading, of: .superview) }
        #expect(darkList?.isActive == false)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(darkList?.isActive == true)
    }

    @Test func oscillationIsStoppedAndReported() {
        let flag = Flag()
        let (window, box, thenList, _) = callbackBox(flag)
        window.layoutIfNeeded()
        let reported = diagnostics {
            for _ in 0..<8 {
                flag.value.toggle()
                box.forceUpdateConditionalConstraints()
            }
        }
        #expect(reported.map(\.kind) == [.conditionalOscillation])
        // Four flips were applied: back to the start state, which is kept.
        #expect(!thenList.isActive)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        flag.value = true
        box.forceUpdateConditionalConstraints()
        #expect(thenList.isActive)
    }
}
