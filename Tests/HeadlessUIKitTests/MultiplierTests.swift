import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct MultiplierTests {
    @Test func widthIsAFractionOfTheSuperviewPlusAConstant() {
        let root = rootView(400, 300)
        let child = constrainedSubview(of: root)
        let width = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10)
        NSLayoutConstraint.activate([
            width,
            child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 0.5 × 400 + 10 = 210; 0.25 × 300 = 75.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 210, height: 75))
        #expect(width.multiplier == 0.5)
        #expect(width.constant == 10)
        #expect(width.firstAttribute == .width)
        #expect(width.secondAttribute == .width)
        #expect(width.firstItem === child)
        #expect(width.secondItem === root)
    }

    @Test func positionMultiplierWithTheLegacyInitialiser() {
        let root = rootView(400, 300)
        let child = constrainedSubview(of: root)
        let centre = NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal,
                                        toItem: root, attribute: .trailing, multiplier: 0.25, constant: 0)
        NSLayoutConstraint.activate([
            centre,
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 40),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // centreX = 0.25 × 400 = 100, so x = 100 − 20.
        #expect(child.frame == CGRect(x: 80, y: 0, width: 40, height: 40))
        #expect(centre.isActive)
        #expect(root.constraints.contains { $0 === centre })
    }

    @Test func aspectRatioBetweenTwoDimensionsOfOneView() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 120),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.75),
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 0.75 × 120 = 90.
        #expect(child.frame.size == CGSize(width: 120, height: 90))
    }

    /// A multiplier on a position reads the positions in the coordinate space of the view the
    /// constraint is installed on (for a constraint with the superview, the superview's own
    /// bounds), which is what percentage-position helpers (Stevia's `top(10%)`, PureLayout's
    /// distribution by centre multipliers) rely on wherever the superview sits: a 20-point child
    /// with `centerX == 0.5 × container.centerX` in a 200-point container at (100, 200) is
    /// centred at 50 in the container, whatever the container's position in the window.
    @Test func positionMultipliersAreReadInTheInstallingViewsSpace() {
        let root = rootView(400, 600)
        let container = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 100))
        root.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let quarter = NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                                         multiplier: 0.5, constant: 0)
        NSLayoutConstraint.activate([
            quarter, child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(container.constraints.contains { $0 === quarter })
        #expect(child.frame == CGRect(x: 40, y: 0, width: 20, height: 20))
        // Moving the container moves the child with it; the multiplier does not see the move.
        container.frame.origin = CGPoint(x: 150, y: 10)
        root.layoutIfNeeded()
        #expect(child.frame.minX == 40 && child.convert(child.bounds, to: root).minX == 190)
    }
}
