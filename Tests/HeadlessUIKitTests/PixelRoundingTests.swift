import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct PixelRoundingTests {
    @Test func edgesRoundToTheNearestPixelTiesUp() {
        let window = UIWindow(headlessDevice: .iPadPro11)  // @2x
        let a = constrainedSubview(of: window), b = constrainedSubview(of: window)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10.25),
            a.widthAnchor.constraint(equalToConstant: 20.2),
            b.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10.2),
            b.widthAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        // 10.25 → 10.5 (tie up); right edge 30.45 → 30.5, so width 20. 10.2 → 10.0; 11.2 → 11.0.
        #expect(a.frame.minX == 10.5)
        #expect(a.frame.width == 20)
        #expect(b.frame.minX == 10)
        #expect(b.frame.width == 1)
    }

    @Test func thirdsAtThreeTimesScale() {
        let window = UIWindow(headlessDevice: .iPhone15)  // @3x
        let views = (0..<3).map { _ in constrainedSubview(of: window) }
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -293),
            views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
        ])
        window.layoutIfNeeded()
        // 100 / 3 each: edges 33.333…, 66.666… sit on the @3x grid; no gaps between neighbours.
        #expect(abs(views[0].frame.width - 100.0 / 3) < 1e-9)
        #expect(views[1].frame.minX == views[0].frame.maxX)
        #expect(views[2].frame.maxX == 100)
    }
}
