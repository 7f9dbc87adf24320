import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.3: `anchor + c`, `anchor - c`, `anchor * m`, and solving for the receiver.
@Suite @MainActor struct AnchorExpressionTests {
    @Test func arithmeticChangesMultiplierAndOffset() {
        let view = UIView()
        let scaled = view.al.top * 2 + 10
        #expect(scaled.multiplier == 2 && scaled.offset == 10)
        let scaledAfter = (view.al.top + 10) * 2
        #expect(scaledAfter.multiplier == 2 && scaledAfter.offset == 20)
        let minus = view.al.width - 4
        #expect(minus.multiplier == 1 && minus.offset == -4)
    }

    @Test func leftHandScalingDividesMultiplierAndOffsets() {
        let (root, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        // (a.width × 2).equal(b.width, constant: 10) ⇒ a.width == 0.5 × b.width + 5.
        let line = #line; let c = (a.al.width * 2).equal(b.al.width, constant: 10)
        #expect(fields(c) == expected(a, .width, .equal, b, .width, multiplier: 0.5, constant: 5, id: id(line, "anchors.equal.width")))
        #expect(c.isActive)
        b.al.size.set(CGSize(width: 100, height: 20))
        a.al.height.set(20)
        a.al.top.pin()
        a.al.left.pin()
        b.al.top.pin()
        b.al.left.pin()
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 55, height: 20))
    }

    @Test func leftHandOffsetMovesToTheConstant() {
        let (_, views) = hierarchy(2)
        // a.top + 5 == b.top + 20 ⇒ a.top == b.top + 15.
        let line = #line; let c = (views[0].al.top + 5).equal(views[1].al.top + 20)
        #expect(fields(c) == expected(views[0], .top, .equal, views[1], .top, constant: 15, id: id(line, "anchors.equal.top")))
    }

    @Test func negativeLeftHandMultiplierMirrorsTheRelation() {
        let (_, views) = hierarchy(2)
        // −2·a.height ≤ b.height − 8 ⇒ a.height ≥ −0.5·b.height + 4.
        let line = #line; let c = (views[0].al.height * -2).lessThanOrEqual(views[1].al.height - 8)
        #expect(fields(c) == expected(views[0], .height, .greaterThanOrEqual, views[1], .height, multiplier: -0.5, constant: 4,
                                      id: id(line, "anchors.lessThanOrEqual.height")))
    }

    @Test func zeroLeftHandMultiplierGivesAPlaceholder() {
        let (_, views) = hierarchy(2)
        var c: NSLayoutConstraint?
        var line = 0
        let reported = diagnostics { line = #line; c = (views[0].al.width * 0).equal(views[1].al.width) }
        #expect(reported.map(\.kind) == [.anchorInvalid])
        #expect(reported.first?.line == UInt(line) && reported.first?.file == "AutoLayoutAnchorsTests/AnchorExpressionTests.swift")
        #expect(fields(c) == expected(views[0], .width, .equal, views[0], .width, id: id(line, "anchors.equal.width.unresolved")))
        #expect(c?.isActive == false)
        #expect(views[0].translatesAutoresizingMaskIntoConstraints)
    }

    @Test func rightHandExpressionsCarryMultiplierAndConstant() {
        let (_, views) = hierarchy(2)
        let (title, subtitle) = (views[0], views[1])
        let line = #line; let c = title.al.top.align(with: subtitle.al.top * 2 + 10, relation: .greaterThanOrEqual)
        #expect(fields(c) == expected(title, .top, .greaterThanOrEqual, subtitle, .top, multiplier: 2, constant: 10,
                                      id: id(line, "anchors.align.top")))
    }

    @Test func nonFiniteValuesAndBadPrioritiesAreReported() {
        let (_, views) = hierarchy(1)
        var results: [NSLayoutConstraint] = []
        let reported = diagnostics {
            results.append(views[0].al.width.set(.infinity))
            results.append(views[0].al.width.set(10, priority: UILayoutPriority(0)))
            results.append(views[0].al.top.pin(inset: .nan))
        }
        #expect(reported.map(\.kind) == [.anchorInvalid, .anchorInvalid, .anchorInvalid])
        #expect(results.allSatisfy { !$0.isActive && $0.identifier?.hasSuffix(".unresolved") == true })
    }
}
