// EXPECT: success
// Must compile: every horizontal position pair UIKit accepts, in both orders, with each relation.
import AutoLayoutAnchors

@MainActor func horizontalRelations(a: UIView, b: UIView, guide: UILayoutGuide) {
    a.al.centerX.equal(b.al.centerX)
    a.al.centerX.equal(b.al.leading)
    a.al.centerX.greaterThanOrEqual(guide.al.trailing, constant: 4)
    a.al.centerX.lessThanOrEqual(b.al.left)
    a.al.centerX.align(with: b.al.right * 2 + 1)
    a.al.leading.equal(b.al.trailing)
    a.al.leading.equal(b.al.centerX)
    a.al.trailing.greaterThanOrEqual(guide.al.centerX)
    a.al.left.lessThanOrEqual(b.al.centerX, constant: -3)
    a.al.right.align(with: b.al.centerX, relation: .lessThanOrEqual)
    a.al.left.equal(b.al.right)
    a.al.top.equal(b.al.centerY)
    a.al.firstBaseline.equal(b.al.lastBaseline)
}
