import Foundation
import HeadlessUIKit
import Testing

/// uikit-model.md §14: the hooks the DSL uses on HeadlessUIKit (bounds and visibility observation,
/// trait overrides, the run loop, animations, associated storage).
@Suite @MainActor struct DSLHookTests {
    @Test func boundsObserversRunDuringTheLayoutPass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor)])
        var seen: [CGSize] = []
        let token = child.headlessObserveBounds { seen.append($0.bounds.size) }
        root.layoutIfNeeded()
        #expect(seen == [CGSize(width: 50, height: 10)])
        width.constant = 70
        #expect(seen.count == 1)
        root.layoutIfNeeded()
        #expect(seen == [CGSize(width: 50, height: 10), CGSize(width: 70, height: 10)])
        child.frame.origin = CGPoint(x: 5, y: 5)
        #expect(seen.count == 2)
        child.bounds.origin = CGPoint(x: 1, y: 0)
        #expect(seen.count == 3)
        token.invalidate()
        width.constant = 90
        root.layoutIfNeeded()
        #expect(seen.count == 3)
    }

    @Test func releasedTokensStopObserving() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var hiddenCalls = 0
        var token: HeadlessObservation? = view.headlessObserveHidden { _ in hiddenCalls += 1 }
        view.isHidden = true
        view.isHidden = true
        #expect(hiddenCalls == 1)
        #expect(token?.isValid == true)
        token = nil
        view.isHidden = false
        #expect(hiddenCalls == 1)
    }

    @Test func traitOverridesReachTheSubtreeAndRegisteredHandlers() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let child = UIView()
        window.addSubview(child)
        var changes: [UIUserInterfaceStyle] = []
        child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            changes.append(view.traitCollection.userInterfaceStyle)
        }
        #expect(child.traitCollection.userInterfaceStyle == .light)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitOverrides.userInterfaceStyle == .dark)
        #expect(changes == [.dark])
        window.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(changes == [.dark, .light])
    }

    @Test func callbacksBeforeNextLayoutRunOncePerPassAtStepZero() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutIfNeeded()
        var log: [String] = []
        HeadlessRunLoop.main.schedule(beforeNextLayout: { log.append("first") })
        HeadlessRunLoop.main.schedule(beforeNextLayout: { log.append("second") })
        #expect(HeadlessRunLoop.main.hasCallbacksBeforeNextLayout)
        let passes = HeadlessRunLoop.main.layoutPassCount
        root.layoutIfNeeded()
        #expect(log == ["first", "second"])
        #expect(HeadlessRunLoop.main.layoutPassCount == passes + 1)
        root.layoutIfNeeded()
        #expect(log.count == 2)
    }

    @Test func drainRunsQueuedWorkAndLaysOutWindows() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(child)
        var ran = false
        HeadlessRunLoop.main.async {
            ran = true
            NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 30), child.heightAnchor.constraint(equalToConstant: 40),
                                         child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 3),
                                         child.topAnchor.constraint(equalTo: window.topAnchor, constant: 4)])
        }
        HeadlessRunLoop.main.drain()
        #expect(ran)
        #expect(child.frame == CGRect(x: 3, y: 4, width: 30, height: 40))
    }

    @Test func animationsApplyAtOnceAndAreRecorded() {
        let before = HeadlessEnvironment.animationLog.count
        var inside: TimeInterval = -1
        var completed = false
        #expect(UIView.inheritedAnimationDuration == 0)
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.beginFromCurrentState], animations: {
            inside = UIView.inheritedAnimationDuration
        }, completion: { completed = $0 })
        #expect(inside == 0.3)
        #expect(UIView.inheritedAnimationDuration == 0)
        #expect(HeadlessEnvironment.animationLog.count == before + 1)
        #expect(HeadlessEnvironment.animationLog.last == HeadlessAnimationRecord(duration: 0.3, delay: 0.1, options: [.beginFromCurrentState]))
        #expect(!completed)
        HeadlessRunLoop.main.drain()
        #expect(completed)
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
        }
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func associatedValuesLiveAndDieWithTheView() {
        final class Marker {}
        let key = Marker()
        weak var weakValue: Marker?
        do {
            let view = UIView()
            let value = Marker()
            weakValue = value
            HeadlessAssociation.setValue(value, for: view, key: key)
            #expect(HeadlessAssociation.value(for: view, key: key) as? Marker === value)
            #expect(HeadlessAssociation.value(for: view, key: Marker()) == nil)
        }
        #expect(weakValue == nil)
    }
}
