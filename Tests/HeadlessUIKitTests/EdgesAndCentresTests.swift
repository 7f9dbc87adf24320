import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct EdgesAndCentresTests {
    @Test func edgesPinnedWithInsets() {
        let root = rootView(400, 800)
        let child = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        // x = 10, width = 400 − 10 − 20; y = 30, height = 800 − 30 − 40.
        #expect(child.frame == CGRect(x: 10, y: 30, width: 370, height: 730))
    }

    @Test func centredWithFixedSize() {
        let root = rootView(300, 200)
        let child = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // centre (150, 110): x = 150 − 50, y = 110 − 25.
        #expect(child.frame == CGRect(x: 100, y: 85, width: 100, height: 50))
        #expect(child.center == CGPoint(x: 150, y: 110))
    }

    @Test func nestedFramesAreRelativeToTheSuperview() {
        let root = rootView(300, 300)
        let outer = constrainedSubview(of: root)
        let inner = constrainedSubview(of: outer)
        NSLayoutConstraint.activate([
            outer.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 200),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 5),
            inner.rightAnchor.constraint(equalTo: outer.rightAnchor, constant: -5),
            inner.topAnchor.constraint(equalTo: outer.centerYAnchor),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 50, y: 60, width: 200, height: 200))
        // Inside outer: x = 5, width = 200 − 10, top at outer's centre (100), bottom at 200.
        #expect(inner.frame == CGRect(x: 5, y: 100, width: 190, height: 100))
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 55, y: 160))
    }

    @Test func activationChangesNothingUntilLayout() {
        let root = rootView(100, 100)
        let child = constrainedSubview(of: root)
        child.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        child.widthAnchor.constraint(equalToConstant: 50).isActive = true
        #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        root.layoutIfNeeded()
        // Unbound position: the solver's deterministic 0 (uikit-model.md §3.5).
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 0))
    }
}
