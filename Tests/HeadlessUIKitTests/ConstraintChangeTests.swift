import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct ConstraintChangeTests {
    @Test func deactivationRemovesTheConstraint() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let fixed = child.widthAnchor.constraint(equalToConstant: 100)
        let fallback = child.widthAnchor.constraint(equalToConstant: 40)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([fixed, fallback])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        NSLayoutConstraint.deactivate([fixed])
        #expect(!fixed.isActive)
        #expect(!child.constraints.contains { $0 === fixed })
        root.layoutIfNeeded()
        #expect(child.frame.width == 40)
        fixed.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func changingTheConstantMovesTheView() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, child.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(child.frame.minY == 10)
        top.constant = 75
        #expect(child.frame.minY == 10)
        root.layoutIfNeeded()
        #expect(child.frame.minY == 75)
        #expect(top.constant == 75)
    }

    @Test func priorityChangeAcrossRequiredIsRejectedWhileInstalled() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        let log = HeadlessLog.capture { width.priority = .defaultHigh }
        #expect(width.priority == .required)
        #expect(log.count == 1)
        #expect(log.first?.category == .exception)
        #expect(log.first?.message.contains("NSInternalInconsistencyException") == true)
        #expect(log.first?.message.contains("Mutating a priority from required to not on an installed constraint") == true)
    }

    @Test func priorityChangesAllowedOtherwise() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let a = child.widthAnchor.constraint(equalToConstant: 100)
        a.priority = .defaultLow
        #expect(a.priority == .defaultLow)
        let b = child.widthAnchor.constraint(equalToConstant: 50)
        b.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([a, b])
        root.layoutIfNeeded()
        #expect(child.frame.width == 50)
        a.priority = .defaultHigh
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        let log = HeadlessLog.capture { a.priority = UILayoutPriority(1001) }
        #expect(a.priority == .defaultHigh)
        #expect(log.count == 1)
    }
}
