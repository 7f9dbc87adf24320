import Foundation
import HeadlessUIKit
import Testing

/// Frames iOS computed for the unit tests of the Cartography layout library, which assert them
/// exactly and ran in its iOS CI (iPhone 6s Plus simulator, Xcode 10.2): robb/Cartography at
/// d0dc3f3, `CartographyTests/` (`DistributeSpec`, `EdgeSpec`, `EdgesSpec`, `PointSpec`,
/// `LayoutGuideSpec`, `DimensionSpec`). Their window is 400 × 400 with no safe area. Case ids
/// E01–E12 in docs/research/fidelity-sources.md; only the asserted values are checked (the
/// tests leave other axes free).
@Suite @MainActor struct CartographyFidelityTests {
    @Test func chainsOfEqualViewsTenPointsApart() {
        for horizontal in [true, false] {
            let fixture = FidelityFixture(400, 400)
            let a = fixture.child(width: 100, height: 100), b = fixture.child(), c = fixture.child()
            var constraints = [a.leftAnchor.constraint(equalTo: fixture.root.leftAnchor), a.topAnchor.constraint(equalTo: fixture.root.topAnchor)]
            for view in [b, c] {
                constraints += [view.widthAnchor.constraint(equalTo: a.widthAnchor), view.heightAnchor.constraint(equalTo: a.heightAnchor)]
            }
            if horizontal {
                constraints += [b.centerYAnchor.constraint(equalTo: a.centerYAnchor), c.centerYAnchor.constraint(equalTo: a.centerYAnchor),
                                b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 10), c.leftAnchor.constraint(equalTo: b.rightAnchor, constant: 10)]
            } else {
                constraints += [b.centerXAnchor.constraint(equalTo: a.centerXAnchor), c.centerXAnchor.constraint(equalTo: a.centerXAnchor),
                                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10), c.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 10)]
            }
            fixture.layOut(constraints)
            let along = [a, b, c].map { horizontal ? $0.frame.minX : $0.frame.minY }
            #expect(along == [0, 110, 220], "E01/E02 \(horizontal ? "horizontal" : "vertical")")
        }
    }

    @Test func centresWithMultipliersAndConstants() {
        // E03–E06: (multiplier, constant) → the child's centre on either axis.
        let cases: [(CGFloat, CGFloat, CGFloat)] = [(2, 0, 400), (0.5, 0, 100), (1, 100, 300), (1, -100, 100), (1, 0, 200)]
        for (multiplier, constant, centre) in cases {
            for horizontal in [true, false] {
                let fixture = FidelityFixture(400, 400)
                let child = fixture.child(width: 200, height: 200)
                let constraint = horizontal
                    ? NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: fixture.root, attribute: .centerX,
                                         multiplier: multiplier, constant: constant)
                    : NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: fixture.root, attribute: .centerY,
                                         multiplier: multiplier, constant: constant)
                fixture.layOut([constraint])
                #expect((horizontal ? child.frame.midX : child.frame.midY) == centre, "× \(multiplier) + \(constant)")
            }
        }
    }

    @Test func singleEdgesWithOffsets() {
        // E07: (attribute, constant, the edge's expected position).
        let cases: [(NSLayoutConstraint.Attribute, CGFloat, CGFloat)] = [
            (.top, 100, 100), (.top, -100, -100), (.right, 100, 500), (.right, -100, 300), (.bottom, 100, 500), (.bottom, -100, 300),
            (.left, 100, 100), (.left, -100, -100), (.top, 0, 0), (.right, 0, 400), (.bottom, 0, 400), (.left, 0, 0),
        ]
        for (attribute, constant, expected) in cases {
            let fixture = FidelityFixture(400, 400)
            let child = fixture.child(width: 200, height: 200)
            fixture.layOut([NSLayoutConstraint(item: child, attribute: attribute, relatedBy: .equal, toItem: fixture.root, attribute: attribute,
                                               multiplier: 1, constant: constant)])
            let frame = child.frame
            let edge = switch attribute {
            case .top: frame.minY
            case .bottom: frame.maxY
            case .left: frame.minX
            default: frame.maxX
            }
            #expect(edge == expected, "\(attribute.rawValue) + \(constant)")
        }
    }

    @Test func edgesToTheRootsMargins() {
        // E08: margins (10, 20, 30, 40) on the root.
        let fixture = FidelityFixture(400, 400)
        fixture.root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = fixture.child()
        fixture.layOut([
            child.topAnchor.constraint(equalTo: fixture.root.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: fixture.root.layoutMarginsGuide.bottomAnchor),
            NSLayoutConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: fixture.root, attribute: .leftMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .right, relatedBy: .equal, toItem: fixture.root, attribute: .rightMargin, multiplier: 1, constant: 0),
        ])
        #expect(child.frame == CGRect(x: 20, y: 10, width: 340, height: 360))
    }

    @Test func insetEdges() {
        // E09: edges inset by (top, left, bottom, right).
        let cases: [(UIEdgeInsets, CGRect)] = [
            (UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), CGRect(x: 20, y: 20, width: 360, height: 360)),
            (UIEdgeInsets(top: 30, left: 20, bottom: 30, right: 20), CGRect(x: 20, y: 30, width: 360, height: 340)),
            (UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20), CGRect(x: 20, y: 0, width: 360, height: 400)),
            (UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40), CGRect(x: 20, y: 10, width: 340, height: 360)),
            (.zero, CGRect(x: 0, y: 0, width: 400, height: 400)),
        ]
        for (insets, expected) in cases {
            let fixture = FidelityFixture(400, 400)
            let child = fixture.child()
            fixture.layOut([
                child.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: insets.top),
                child.leftAnchor.constraint(equalTo: fixture.root.leftAnchor, constant: insets.left),
                child.bottomAnchor.constraint(equalTo: fixture.root.bottomAnchor, constant: -insets.bottom),
                child.rightAnchor.constraint(equalTo: fixture.root.rightAnchor, constant: -insets.right),
            ])
            #expect(child.frame == expected)
        }
    }

    @Test func centresWithinTheChildsOwnMargins() {
        // E10: the child's margins (10, 20, 30, 40); its within-margins centre on the root's centre.
        let fixture = FidelityFixture(400, 400)
        let child = fixture.child(width: 200, height: 200)
        child.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        fixture.layOut([
            NSLayoutConstraint(item: child, attribute: .centerXWithinMargins, relatedBy: .equal, toItem: fixture.root, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerYWithinMargins, relatedBy: .equal, toItem: fixture.root, attribute: .centerY, multiplier: 1, constant: 0),
        ])
        #expect(child.frame == CGRect(x: 110, y: 110, width: 200, height: 200))
    }

    @Test func aGuideInsideItsViewWithAWeakCentre() {
        // E11: a 200 × 200 guide kept inside a detached 400 × 400 view, centred at priority 250.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        let centreX = guide.centerXAnchor.constraint(equalTo: view.centerXAnchor), centreY = guide.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        centreX.priority = .defaultLow
        centreY.priority = .defaultLow
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor), guide.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
            guide.leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor), guide.rightAnchor.constraint(lessThanOrEqualTo: view.rightAnchor),
            centreX, centreY, guide.widthAnchor.constraint(equalToConstant: 200), guide.heightAnchor.constraint(equalToConstant: 200),
        ])
        view.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 100, y: 100, width: 200, height: 200))
    }

    @Test func dimensionsRelativeToTheRoot() {
        // E12: (multiplier, constant) → width and height.
        let cases: [(CGFloat, CGFloat, CGFloat)] = [(1, 0, 400), (1, 100, 500), (1, -100, 300), (2, 0, 800), (0.5, 0, 200), (0.5, 100, 300)]
        for (multiplier, constant, expected) in cases {
            let fixture = FidelityFixture(400, 400)
            let child = fixture.child()
            fixture.layOut([
                child.widthAnchor.constraint(equalTo: fixture.root.widthAnchor, multiplier: multiplier, constant: constant),
                child.heightAnchor.constraint(equalTo: fixture.root.heightAnchor, multiplier: multiplier, constant: constant),
            ])
            #expect(child.frame.size == CGSize(width: expected, height: expected), "× \(multiplier) + \(constant)")
        }
    }
}
