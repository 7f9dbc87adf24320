import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct ReparentingTests {
    @Test func movingASubtreeKeepsItsOwnConstraintsAndDropsTheCrossingOnes() {
        let root = rootView(400, 400)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        root.addSubview(left)
        root.addSubview(right)
        let card = constrainedSubview(of: left)
        let content = constrainedSubview(of: card)
        let inner = [
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
        ]
        let crossing = [
            card.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: left.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 60),
        ]
        NSLayoutConstraint.activate(inner + crossing)
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 100, height: 60))

        right.addSubview(card)
        // Constraints to the old superview are gone; the card's size constraints are installed
        // on the card itself and stay, like those inside it.
        #expect(crossing.map { $0.isActive } == [false, false, true, true])
        #expect(inner.allSatisfy { $0.isActive })
        NSLayoutConstraint.activate([
            card.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: -20),
            card.bottomAnchor.constraint(equalTo: right.bottomAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        // In right: x = 200 − 20 − 100, y = 400 − 20 − 60.
        #expect(card.frame == CGRect(x: 80, y: 320, width: 100, height: 60))
        #expect(content.frame == CGRect(x: 5, y: 5, width: 90, height: 50))
    }

    @Test func aDetachedSubtreeLaysOutOnItsOwn() {
        let root = rootView(400, 400)
        let card = constrainedSubview(of: root)
        let content = constrainedSubview(of: card)
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            content.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        card.removeFromSuperview()
        #expect(card.superview == nil)
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        let log = HeadlessLog.capture { card.layoutIfNeeded() }
        // The card is now a root, solved with its frame fixed (uikit-model.md §3.1): its own
        // width of 100 conflicts with the fixed 300 and, being the app's constraint, is broken
        // (§3.6). Content is then 0.5 × 300 wide.
        #expect(log.contains { $0.message.contains("Unable to simultaneously satisfy constraints") })
        #expect(content.frame.origin.x == 10)
        #expect(content.frame.width == 150)
        #expect(card.frame.width == 300)
    }

    @Test func addingToAWindowSetsTheWindow() {
        let window = UIWindow(headlessDevice: .iPhoneSE)
        let view = UIView()
        #expect(view.window == nil)
        window.addSubview(view)
        #expect(view.window === window)
        #expect(window.subviews.count == 1)
        view.removeFromSuperview()
        #expect(view.window == nil)
        #expect(window.subviews.isEmpty)
    }
}
