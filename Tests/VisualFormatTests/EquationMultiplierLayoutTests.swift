#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Testing
import VisualFormat

/// X: equations make ordinary constraints, so a position multiplier is read in the space of the
/// view the constraint is installed on, wherever that view sits in its window.
@Suite @MainActor struct EquationMultiplierLayoutTests {
    @Test func aQuarterOfTheContainerWhereverTheContainerIs() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let container = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 100))
        root.addSubview(container)
        let dot = UIView()
        try AutolayoutHelper.configureView(container, subViews: ["dot": dot], constraints: [
            "H:[dot(20)]", "V:[dot(20)]",
            "X:dot.centerX == superview.centerX * 0.5",
            "X:dot.centerY == superview.bottom * 0.5",
        ])
        root.layoutIfNeeded()
        // centre X = 0.5 × 100 = 50 and centre Y = 0.5 × 100 = 50 in the container.
        #expect(dot.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(dot.convert(dot.bounds, to: root).origin == CGPoint(x: 140, y: 240))
    }
}
