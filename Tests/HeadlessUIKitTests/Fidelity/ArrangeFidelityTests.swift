import Foundation
import HeadlessUIKit
import Testing

/// Stack and scroll layouts asserted by the unit tests of the Arrange helper library
/// (szotp/Arrange, tests run on an iPhone SE iOS 10 simulator; its multi-view layouts are plain
/// `UIStackView`s): a 100 × 100 container. Case ids I01, I02 and I04 in
/// docs/research/fidelity-sources.md.
@Suite @MainActor struct ArrangeFidelityTests {
    /// A view asking for 10 × 10 at priority 250, as the tests' small view does.
    private func smallView() -> UIView {
        let view = UIView()
        for constraint in [view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)] {
            constraint.priority = .defaultLow
            constraint.isActive = true
        }
        return view
    }

    private func pinned(_ view: UIView, in fixture: FidelityFixture) -> [NSLayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        fixture.root.addSubview(view)
        return [view.topAnchor.constraint(equalTo: fixture.root.topAnchor), view.bottomAnchor.constraint(equalTo: fixture.root.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor), view.trailingAnchor.constraint(equalTo: fixture.root.trailingAnchor)]
    }

    @Test func aFillStackGivesTheUnsizedViewTheRest() {
        // I01: small, unsized, small → (0 0; 100 10), (0 10; 100 80), (0 90; 100 10).
        let fixture = FidelityFixture(100, 100)
        let top = smallView(), middle = UIView(), bottom = smallView()
        let stack = UIStackView(arrangedSubviews: [top, middle, bottom])
        stack.axis = .vertical
        fixture.layOut(pinned(stack, in: fixture))
        #expect([top, middle, bottom].map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 10, width: 100, height: 80), CGRect(x: 0, y: 90, width: 100, height: 10),
        ])
    }

    @Test func equalHeightsShareAVerticalStack() {
        // I02: two unsized views with equal heights → 50 each.
        let fixture = FidelityFixture(100, 100)
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        fixture.layOut(pinned(stack, in: fixture) + [b.heightAnchor.constraint(equalTo: a.heightAnchor)])
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 50) && b.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func contentTallerThanItsScrollView() {
        // I04: a content view pinned to the scroll view's edges and as wide as it, holding a
        // view 110 high → the view (0 0; 100 110) in a 100 × 100 scroll view.
        let fixture = FidelityFixture(100, 100)
        let scroll = UIScrollView(), content = UIView(), view = UIView()
        var constraints = pinned(scroll, in: fixture)
        for (child, parent) in [(content, scroll as UIView), (view, content)] {
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            constraints += [child.topAnchor.constraint(equalTo: parent.topAnchor), child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor), child.trailingAnchor.constraint(equalTo: parent.trailingAnchor)]
        }
        constraints += [scroll.widthAnchor.constraint(equalTo: content.widthAnchor), view.heightAnchor.constraint(equalToConstant: 110)]
        fixture.layOut(constraints)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 110) && scroll.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 110) && scroll.contentSize == CGSize(width: 100, height: 110))
    }
}
