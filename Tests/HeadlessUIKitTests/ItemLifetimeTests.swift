import Foundation
import HeadlessUIKit
import Testing

/// What outlives a view or layout guide reads nil for it, and the layout model keeps none of them
/// alive. UIKit's declarations (iOS 17 SDK headers): `UILayoutGuide.owningView` is `weak`
/// (UILayoutGuide.h), `NSLayoutConstraint.firstItem`/`secondItem` do not retain their items
/// (`assign`, NSLayoutConstraint.h), and `UIView.superview` is nil once the superview is gone:
/// a view's dealloc removes its subviews, which get `willMove(toSuperview: nil)` (answer to the
/// Stack Overflow question "(iphone) what happens to subviews when superview is dealloced?",
/// https://stackoom.com/en/question/OD47, checked there with a breakpoint in the subview's
/// `willMoveToSuperview`), so a survivor lays out with its own subtree's constraints, alone or
/// in its next superview.
@Suite @MainActor struct ItemLifetimeTests {
    @Test func aConstraintThatOutlivesItsViewsReadsNilItemsAndKeepsNoneAlive() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        let constraint: NSLayoutConstraint
        do {
            let root = rootView(200, 200)
            let child = constrainedSubview(of: root)
            constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            constraint.isActive = true
            root.layoutIfNeeded()
            #expect(child.frame.width == 100)
            #expect(constraint.firstItem === child && constraint.secondItem === root)
            weakRoot = root
            weakChild = child
        }
        #expect(weakRoot == nil && weakChild == nil)
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(!constraint.isActive)
        // Activating it again logs instead of crashing.
        let log = HeadlessLog.capture { constraint.isActive = true }
        #expect(!constraint.isActive && !log.isEmpty)
    }

    @Test func aSubviewThatOutlivesItsSuperviewKeepsItsSubtreesConstraints() {
        weak var weakParent: UIView?
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let grandchild = constrainedSubview(of: child)
        NSLayoutConstraint.activate([
            grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5),
            grandchild.topAnchor.constraint(equalTo: child.topAnchor, constant: 5),
            grandchild.widthAnchor.constraint(equalToConstant: 20),
            grandchild.heightAnchor.constraint(equalToConstant: 20),
        ])
        do {
            let parent = rootView(300, 300)
            parent.addSubview(child)
            parent.layoutIfNeeded()
            #expect(child.superview === parent && child.window == nil)
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil && grandchild.superview === child)
        child.layoutIfNeeded()
        #expect(grandchild.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        grandchild.frame = .zero
        let next = rootView(100, 100)
        next.addSubview(child)
        next.layoutIfNeeded()
        #expect(grandchild.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test func aGuideThatOutlivesItsOwningViewHasNoOwningViewAndAZeroFrame() {
        weak var weakOwner: UIView?
        let guide = UILayoutGuide()
        do {
            let owner = rootView(300, 300)
            owner.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 20),
                guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: 30),
                guide.widthAnchor.constraint(equalToConstant: 40),
                guide.heightAnchor.constraint(equalToConstant: 50),
            ])
            owner.layoutIfNeeded()
            #expect(guide.owningView === owner && guide.layoutFrame == CGRect(x: 20, y: 30, width: 40, height: 50))
            weakOwner = owner
        }
        #expect(weakOwner == nil)
        #expect(guide.owningView == nil && guide.layoutFrame == .zero)
    }

    @Test func aWindowMadeKeyIsNotKeptAliveAsTheKeyWindow() {
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(headlessDevice: .iPadPro11, orientation: .landscape)
            window.makeKeyAndVisible()
            #expect(UIScreen.main.bounds.size == window.bounds.size)
            weakWindow = window
        }
        #expect(weakWindow == nil)
    }

    /// A `layoutSubviews()` that drops its siblings (the last references to them) and adds one
    /// while the pass walks their superview's subviews: the walk goes on over the subviews it
    /// began with, none of them freed under it, and they go once the pass lets them go.
    @Test func siblingsDroppedByLayoutSubviewsDuringThePassLiveUntilItEnds() {
        final class DroppingSiblings: UIView {
            var hasDropped = false
            override func layoutSubviews() {
                super.layoutSubviews()
                guard !hasDropped, let superview else { return }
                hasDropped = true
                for sibling in superview.subviews where sibling !== self { sibling.removeFromSuperview() }
                superview.addSubview(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
            }
        }
        weak var firstSibling: UIView?
        weak var secondSibling: UIView?
        let root = rootView(200, 200)
        let dropping = DroppingSiblings(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.addSubview(dropping)
        do {
            // Two siblings that only `root` holds, each with a subview to walk into.
            let siblings = [constrainedSubview(of: root), constrainedSubview(of: root)]
            for (index, sibling) in siblings.enumerated() {
                let inner = constrainedSubview(of: sibling)
                NSLayoutConstraint.activate([
                    sibling.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(20 * index)),
                    sibling.topAnchor.constraint(equalTo: root.topAnchor),
                    sibling.widthAnchor.constraint(equalToConstant: 10),
                    sibling.heightAnchor.constraint(equalToConstant: 10),
                    inner.leadingAnchor.constraint(equalTo: sibling.leadingAnchor),
                    inner.topAnchor.constraint(equalTo: sibling.topAnchor),
                ])
            }
            firstSibling = siblings[0]
            secondSibling = siblings[1]
        }
        root.layoutIfNeeded()
        #expect(dropping.hasDropped)
        #expect(firstSibling == nil && secondSibling == nil, "the dropped siblings go once the pass lets them go")
        #expect(root.subviews.count == 2 && root.subviews.last?.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
