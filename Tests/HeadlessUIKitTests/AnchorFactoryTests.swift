import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct AnchorFactoryTests {
    @Test func everyFactoryReturnsAnInactiveConstraintWithItsFields() {
        let root = rootView(100, 100)
        let a = constrainedSubview(of: root)
        let made: [NSLayoutConstraint] = [
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            a.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
            a.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 2),
            a.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 3),
            a.widthAnchor.constraint(equalToConstant: 4),
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 5),
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 6),
            a.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
            a.heightAnchor.constraint(greaterThanOrEqualTo: root.heightAnchor, multiplier: 0.5),
            a.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.5),
            a.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 2, constant: 7),
            a.heightAnchor.constraint(greaterThanOrEqualTo: root.heightAnchor, multiplier: 2, constant: 8),
            a.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 2, constant: 9),
        ]
        #expect(made.allSatisfy { !$0.isActive && $0.priority == .required && $0.identifier == nil })
        #expect(made.map { $0.relation.rawValue } == [0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1, 0, 1, -1])
        #expect(made.map { $0.constant } == [0, 0, 0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 7, 8, 9])
        #expect(made[6].secondItem == nil && made[6].secondAttribute == .notAnAttribute && made[6].secondAnchor == nil)
        #expect(made[3].firstAttribute == .leading && made[3].secondAttribute == .leading)
        #expect(made[9].multiplier == 0.5)
        #expect(made[0].firstAnchor.description.hasPrefix("<NSLayoutAnchor<AnyObject> \"UIView:0x"))
        #expect(made[0].firstAnchor.description.hasSuffix(".top\">"))
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let root = rootView(300, 300)
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
        ])
        root.layoutIfNeeded()
        // 50 + 2 × 8 and 50 + 8.
        #expect(b.frame.origin == CGPoint(x: 66, y: 58))
        let atLeast = b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
        let atMost = b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 3)
        #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 8)
        #expect(atMost.relation == .lessThanOrEqual && atMost.constant == 24)
    }

    @Test func anchorWithOffsetMeasuresTheDistance() {
        let root = rootView(300, 100)
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root), c = constrainedSubview(of: root)
        let gap1 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let gap2 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
        let fixedGap = gap1.constraint(equalToConstant: 12)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 40),
            b.widthAnchor.constraint(equalToConstant: 40),
            c.widthAnchor.constraint(equalToConstant: 40),
            fixedGap,
            gap2.constraint(equalTo: gap1, multiplier: 2),
        ])
        root.layoutIfNeeded()
        // b at 40 + 12; c at b's trailing edge (92) + 2 × 12.
        #expect(b.frame.minX == 52)
        #expect(c.frame.minX == 116)
        #expect(fixedGap.firstItem === a && fixedGap.firstAttribute == .trailing)
        let vertical = a.topAnchor.anchorWithOffset(to: b.bottomAnchor).constraint(equalToConstant: 30)
        #expect(vertical.secondItem == nil)
    }

    @Test func guideAnchors() {
        let root = rootView(200, 200)
        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        root.addLayoutGuide(guide)
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.rightAnchor.constraint(equalTo: root.rightAnchor),
            view.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            view.heightAnchor.constraint(equalTo: guide.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(view.frame == CGRect(x: 50, y: 0, width: 150, height: 10))
        #expect(root.layoutGuides.count == 1)
        #expect(!guide.hasAmbiguousLayout)
    }
}
