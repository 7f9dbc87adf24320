import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct InequalityPriorityTests {
    @Test func requiredMinimumBeatsOptionalEquality() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let preferred = child.widthAnchor.constraint(equalToConstant: 50)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([child.widthAnchor.constraint(greaterThanOrEqualToConstant: 100), preferred])
        root.layoutIfNeeded()
        // width ≥ 100 is required; width == 50 @750 is met as closely as possible: 100.
        #expect(child.frame.width == 100)
        #expect(preferred.priority == .defaultHigh)
    }

    @Test func optionalInequalityHoldsWhenItCan() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let low = child.widthAnchor.constraint(equalToConstant: 500)
        low.priority = .defaultLow
        let cap = child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20)
        cap.priority = .defaultHigh
        NSLayoutConstraint.activate([low, cap])
        root.layoutIfNeeded()
        // The 750 cap (≤ 280) wins over the 250 wish for 500.
        #expect(child.frame.width == 280)
        #expect(cap.relation == .lessThanOrEqual)
    }

    @Test func oneHigherPriorityBeatsManyLowerOnes() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        var many: [NSLayoutConstraint] = []
        for _ in 0..<20 {
            let wish = child.widthAnchor.constraint(equalToConstant: 10)
            wish.priority = UILayoutPriority(750)
            many.append(wish)
        }
        let single = child.widthAnchor.constraint(equalToConstant: 90)
        single.priority = UILayoutPriority(751)
        NSLayoutConstraint.activate(many + [single])
        root.layoutIfNeeded()
        // Strict priority order (uikit-model.md §3.3): 751 wins over twenty 750s.
        #expect(child.frame.width == 90)
    }

    @Test func fractionalPrioritiesAreOrdered() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let a = child.heightAnchor.constraint(equalToConstant: 40)
        a.priority = UILayoutPriority(999.5)
        let b = child.heightAnchor.constraint(equalToConstant: 60)
        b.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([b, a])
        root.layoutIfNeeded()
        #expect(child.frame.height == 40)
    }
}
