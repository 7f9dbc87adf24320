import Foundation
import HeadlessUIKit
import Testing

/// Frames iOS computed for the distribution and centring tests of the PureLayout library
/// (PureLayout/PureLayout at 8849cc9, `PureLayoutDistributeTests.m`, `PureLayoutCenteringTests.m`;
/// run in its iOS CI on iOS 9 to 11 simulators, asserted within 1 point, exact values given).
/// The container is a detached 1000 × 1000 view; the constraints are those PureLayout generates
/// (`NSArray+PureLayout.m`). Case ids F01–F06 in docs/research/fidelity-sources.md; only the
/// distribution axis is checked (the tests leave the other free).
@Suite @MainActor struct PureLayoutFidelityTests {
    /// Four views spaced `spacing` apart and from the ends, with equal widths.
    private func fixedSpacing(_ spacing: CGFloat) -> [CGRect] {
        let fixture = FidelityFixture(1000, 1000)
        let views = (0..<4).map { _ in fixture.child(height: 10) }
        var constraints = [views[0].leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor, constant: spacing),
                           views[3].trailingAnchor.constraint(equalTo: fixture.root.trailingAnchor, constant: -spacing)]
        for (previous, next) in zip(views, views.dropFirst()) {
            constraints += [next.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: spacing),
                            next.widthAnchor.constraint(equalTo: previous.widthAnchor), next.topAnchor.constraint(equalTo: previous.topAnchor)]
        }
        fixture.layOut(constraints)
        return views.map(\.frame)
    }

    /// Four views of `size` placed by centre multipliers (2i + 2) / 5 with constants
    /// (m − 1) × size / 2, along x or y.
    private func fixedSize(_ size: CGFloat, horizontal: Bool) -> [CGRect] {
        let fixture = FidelityFixture(1000, 1000)
        let views = (0..<4).map { _ in horizontal ? fixture.child(width: size, height: 10) : fixture.child(width: 10, height: size) }
        let constraints = views.enumerated().map { index, view -> NSLayoutConstraint in
            let multiplier = CGFloat(2 * index + 2) / 5
            let attribute: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
            return NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: fixture.root, attribute: attribute,
                                      multiplier: multiplier, constant: (multiplier - 1) * size / 2)
        }
        fixture.layOut(constraints)
        return views.map(\.frame)
    }

    @Test func fixedSpacingSharesTheRestEqually() {
        // F01: spacing 20 → widths 225 at 20, 265, 510, 755; spacing 0 → 250 each.
        let twenty = fixedSpacing(20)
        #expect(twenty.map(\.minX) == [20, 265, 510, 755] && twenty.allSatisfy { $0.width == 225 })
        let zero = fixedSpacing(0)
        #expect(zero.map(\.minX) == [0, 250, 500, 750] && zero.allSatisfy { $0.width == 250 })
        // F02: spacing −30 → widths 287.5, overlapping; the half points land on the 3× pixel
        // grid (227.5 → 683 / 3), within the suite's half-point tolerance.
        let overlapping = fixedSpacing(-30)
        let expected: [CGFloat] = [-30, 227.5, 485, 742.5]
        #expect(zip(overlapping.map(\.minX), expected).allSatisfy { abs($0 - $1) <= 0.5 })
        #expect(overlapping.allSatisfy { abs($0.width - 287.5) <= 0.5 })
    }

    @Test func fixedSizesPlacedByCentreMultipliers() {
        // F03/F04: size 20 → gaps of 184; size 0 → 200, 400, 600, 800; size 250 → 0, 250, 500, 750.
        #expect(fixedSize(20, horizontal: true).map(\.minX) == [184, 388, 592, 796])
        #expect(fixedSize(0, horizontal: true).map(\.minX) == [200, 400, 600, 800])
        #expect(fixedSize(250, horizontal: true).map(\.minX) == [0, 250, 500, 750])
        // F05: vertically, size 500 → overlapping by 200; size 20 as horizontally.
        #expect(fixedSize(500, horizontal: false).map(\.minY) == [-200, 100, 400, 700])
        #expect(fixedSize(20, horizontal: false).map(\.minY) == [184, 388, 592, 796])
    }

    @Test func centringAndBaselines() {
        // F06: centred views, and a plain view's baseline (its bottom) on the container's.
        let fixture = FidelityFixture(1000, 1000)
        let a = fixture.child(width: 100, height: 100), b = fixture.child(width: 80, height: 124), d = fixture.child(width: 400, height: 100)
        fixture.layOut([
            a.centerXAnchor.constraint(equalTo: fixture.root.centerXAnchor), a.centerYAnchor.constraint(equalTo: fixture.root.centerYAnchor),
            b.centerXAnchor.constraint(equalTo: fixture.root.centerXAnchor), b.centerYAnchor.constraint(equalTo: fixture.root.centerYAnchor),
            d.lastBaselineAnchor.constraint(equalTo: fixture.root.lastBaselineAnchor), d.leftAnchor.constraint(equalTo: fixture.root.leftAnchor),
        ])
        #expect(a.frame == CGRect(x: 450, y: 450, width: 100, height: 100))
        #expect(b.frame == CGRect(x: 460, y: 438, width: 80, height: 124))
        #expect(d.frame.maxY == 1000)
    }
}
