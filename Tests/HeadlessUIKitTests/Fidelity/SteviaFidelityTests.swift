import Foundation
import HeadlessUIKit
import Testing

/// Frames iOS computed for the position tests of the Stevia layout library (freshOS/Stevia at
/// a925d9b, `Tests/SteviaTests/PositionTests.swift` and `FlexibleMarginTests`, asserted within
/// half a point; run by its maintainers on a simulator, so weaker evidence than a CI run). A
/// 100 × 100 view in a view controller's root view, W × H the screen; here a 390 × 844 root.
/// Case ids G01–G08 in docs/research/fidelity-sources.md. Notable: a lone inequality ends on
/// its bound even when 0 would satisfy it, and an unconstrained position stays 0.
@Suite @MainActor struct SteviaFidelityTests {
    private let width: CGFloat = 390, height: CGFloat = 844

    private func place(_ constraint: (UIView, UIView) -> NSLayoutConstraint, rightToLeft: Bool = false) -> CGRect {
        let fixture = FidelityFixture(width, height)
        if rightToLeft { fixture.root.semanticContentAttribute = .forceRightToLeft }
        let view = fixture.child(width: 100, height: 100)
        fixture.layOut([constraint(view, fixture.root)])
        return view.frame
    }

    @Test func percentPositionsMultiplyTheFarEdge() {
        // G01–G03: top == 0.1 × bottom, bottom == 0.9 × bottom, left == 0.1 × right, right == 0.9 × right.
        func percent(_ attribute: NSLayoutConstraint.Attribute, _ far: NSLayoutConstraint.Attribute, _ multiplier: CGFloat) -> CGRect {
            place { NSLayoutConstraint(item: $0, attribute: attribute, relatedBy: .equal, toItem: $1, attribute: far, multiplier: multiplier, constant: 0) }
        }
        let top = percent(.top, .bottom, 0.1), bottom = percent(.bottom, .bottom, 0.9)
        let left = percent(.left, .right, 0.1), right = percent(.right, .right, 0.9)
        #expect(abs(top.minY - 0.1 * height) <= 0.5 && top.minX == 0)
        #expect(abs(bottom.minY - (0.9 * height - 100)) <= 0.5 && bottom.minX == 0)
        #expect(abs(left.minX - 0.1 * width) <= 0.5 && left.minY == 0)
        #expect(abs(right.minX - (0.9 * width - 100)) <= 0.5 && right.minY == 0)
    }

    @Test func aLoneInequalityEndsOnItsBound() {
        // G05–G07: top ≥ 23 and top ≤ 23 both give y 23; bottom ≤ / ≥ bottom − 45 give H − 145.
        for relation in [NSLayoutConstraint.Relation.greaterThanOrEqual, .lessThanOrEqual] {
            let top = place { NSLayoutConstraint(item: $0, attribute: .top, relatedBy: relation, toItem: $1, attribute: .top, multiplier: 1, constant: 23) }
            #expect(top == CGRect(x: 0, y: 23, width: 100, height: 100))
            let bottom = place { NSLayoutConstraint(item: $0, attribute: .bottom, relatedBy: relation, toItem: $1, attribute: .bottom, multiplier: 1, constant: -45) }
            #expect(bottom == CGRect(x: 0, y: height - 145, width: 100, height: 100))
        }
    }

    @Test func horizontalInequalitiesFollowTheLayoutDirection() {
        // G08: left/leading ≥ 23 → x 23 (right to left: leading → W − 123); right/trailing ≤ −74
        // → x W − 174 (right to left: trailing → 74).
        for relation in [NSLayoutConstraint.Relation.greaterThanOrEqual, .lessThanOrEqual] {
            let inverse: NSLayoutConstraint.Relation = relation == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
            func edge(_ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat, rightToLeft: Bool = false) -> CGFloat {
                place({ NSLayoutConstraint(item: $0, attribute: attribute, relatedBy: relation, toItem: $1, attribute: attribute, multiplier: 1, constant: constant) },
                      rightToLeft: rightToLeft).minX
            }
            #expect(edge(.left, relation, 23) == 23 && edge(.leading, relation, 23) == 23)
            #expect(edge(.leading, relation, 23, rightToLeft: true) == width - 123)
            #expect(edge(.right, inverse, -74) == width - 174 && edge(.trailing, inverse, -74) == width - 174)
            #expect(edge(.trailing, inverse, -74, rightToLeft: true) == 74)
        }
    }
}
