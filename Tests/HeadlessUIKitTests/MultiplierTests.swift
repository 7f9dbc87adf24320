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

    /// One position multiplier per attribute: `child.first == multiplier × container.second`,
    /// with the container at (100, 200) in its window and the child's position expected in the
    /// container's own space, where the container's leading and top are 0, its trailing and
    /// bottom 200 and 100, its centre (100, 50).
    struct PositionCase: Sendable, CustomTestStringConvertible {
        let first: NSLayoutConstraint.Attribute
        let second: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        /// The child's expected frame origin in the container (the child is 20 × 20).
        let origin: CGPoint
        var testDescription: String { "\(first.rawValue) = \(multiplier) × \(second.rawValue)" }
    }

    nonisolated static let positionCases: [PositionCase] = [
        PositionCase(first: .leading, second: .trailing, multiplier: 0.5, origin: CGPoint(x: 100, y: 0)),
        PositionCase(first: .trailing, second: .trailing, multiplier: 0.75, origin: CGPoint(x: 130, y: 0)),
        PositionCase(first: .left, second: .centerX, multiplier: 0.25, origin: CGPoint(x: 25, y: 0)),
        PositionCase(first: .centerX, second: .centerX, multiplier: 1.5, origin: CGPoint(x: 140, y: 0)),
        PositionCase(first: .top, second: .bottom, multiplier: 0.5, origin: CGPoint(x: 0, y: 50)),
        PositionCase(first: .bottom, second: .bottom, multiplier: 0.8, origin: CGPoint(x: 0, y: 60)),
        PositionCase(first: .centerY, second: .centerY, multiplier: 0.5, origin: CGPoint(x: 0, y: 15)),
        // A plain view's baselines are its bottom edge.
        PositionCase(first: .firstBaseline, second: .bottom, multiplier: 0.5, origin: CGPoint(x: 0, y: 30)),
        PositionCase(first: .lastBaseline, second: .centerY, multiplier: 1.2, origin: CGPoint(x: 0, y: 40)),
    ]

    @Test(arguments: positionCases)
    func positionMultipliersOnEveryAttributeUseTheContainersSpace(_ testCase: PositionCase) {
        let root = rootView(400, 600)
        let container = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 100))
        root.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let horizontal: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .left, .right, .centerX]
        let constraint = NSLayoutConstraint(item: child, attribute: testCase.first, relatedBy: .equal, toItem: container,
                                            attribute: testCase.second, multiplier: testCase.multiplier, constant: 0)
        NSLayoutConstraint.activate([
            constraint, child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
            horizontal.contains(testCase.first)
                ? child.topAnchor.constraint(equalTo: container.topAnchor) : child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(origin: testCase.origin, size: CGSize(width: 20, height: 20)))
        // The window position is the container's plus the child's: the multiplier does not see it.
        let inRoot = child.convert(child.bounds, to: root)
        #expect(inRoot.origin == CGPoint(x: 100 + testCase.origin.x, y: 200 + testCase.origin.y))
    }

    /// Between siblings the constraint lives on their superview, whose space measures both: with
    /// the superview away from the window origin, `b.leading == 2 × a.trailing` puts b at twice
    /// a's trailing in that space.
    @Test func siblingPositionMultipliersUseTheSuperviewsSpace() {
        let root = rootView(400, 600)
        let container = UIView(frame: CGRect(x: 50, y: 300, width: 300, height: 100))
        root.addSubview(container)
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let double = NSLayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .trailing,
                                        multiplier: 2, constant: 0)
        NSLayoutConstraint.activate([
            double,
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 40),
            b.widthAnchor.constraint(equalToConstant: 40),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(container.constraints.contains { $0 === double })
        // a's trailing is 50 in the container, so b's leading is 100 there (150 in the window).
        #expect(b.frame.minX == 100)
        #expect(b.convert(b.bounds, to: root).minX == 150)
    }
}
