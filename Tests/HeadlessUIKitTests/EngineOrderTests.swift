import Testing
@testable import HeadlessUIKit

/// An engine hands its constraints to the solver in activation order, and reads them back in
/// that order (conflict logs, retries, moves between engines), after removals and after it
/// absorbed a subtree that had an engine of its own.
@MainActor @Suite struct EngineOrderTests {
    private func appConstraints(of view: UIView) -> [NSLayoutConstraint] {
        view.layoutEngine.constraintsInOrder.filter { $0.constraintKind == .app }
    }

    @Test func removalsLeaveTheRestInActivationOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        // 80 optional heights: removing 60 of them leaves holes in more than half the slots.
        let heights = (0..<80).map { index in
            let height = box.heightAnchor.constraint(equalToConstant: CGFloat(10 + index))
            height.priority = UILayoutPriority(Float(200 + index))
            height.isActive = true
            return height
        }
        let removed = heights.indices.filter { $0 % 4 != 0 }
        for index in removed { heights[index].isActive = false }
        let later = (0..<3).map { index in
            let height = box.heightAnchor.constraint(equalToConstant: CGFloat(500 + index))
            height.priority = UILayoutPriority(Float(100 + index))
            height.isActive = true
            return height
        }
        let kept = heights.indices.filter { $0 % 4 == 0 }.map { heights[$0] }

        // Each height has a constant of its own: the constants name them.
        #expect(appConstraints(of: window).map(\.constant) == (kept + later).map(\.constant))
        window.layoutIfNeeded()
        // The strongest height left is number 76 (priority 276, 86 pt).
        #expect(box.frame.height == 86)
    }

    @Test func anAbsorbedSubtreeFollowsTheHostsConstraintsInItsOwnOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = UIView()
        host.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(host)
        let hostConstraints = [
            host.topAnchor.constraint(equalTo: window.topAnchor),
            host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ]
        NSLayoutConstraint.activate(hostConstraints)

        // Built apart, with an engine of its own, then added to the window.
        let card = UIView(), title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        let cardConstraints = [
            title.widthAnchor.constraint(equalToConstant: 120),
            title.heightAnchor.constraint(equalToConstant: 30),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        ]
        NSLayoutConstraint.activate(cardConstraints)
        card.frame = CGRect(x: 0, y: 100, width: 200, height: 60)
        let cardEngine = card.layoutEngine
        window.addSubview(card)

        #expect(appConstraints(of: window).elementsEqual(hostConstraints + cardConstraints, by: ===))
        #expect(cardEngine.constraintsInOrder.isEmpty)
        window.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 8, width: 120, height: 30))
    }
}
