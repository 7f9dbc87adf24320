import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.2: `width`/`height` relate to the second item's size; `widthConstant` and
/// `heightConstant` have no second item.
@Suite @MainActor struct DimensionPinTests {
    @Test func relativeSizesWithOffsets() {
        let root = rootView(), view = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([.width(-16), .height(-100), .centerX(0), .centerY(0)])
        #expect(constraints.prefix(2).map(fields) == [
            expected(view, .width, .equal, root, .width, constant: -16, id: id(line, "pin.width")),
            expected(view, .height, .equal, root, .height, constant: -100, id: id(line, "pin.height")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 50, width: 384, height: 200))
    }

    @Test func relativeSizesWithMultipliers() {
        let root = rootView(), view = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([Pin.width(0).multiplier(0.5), Pin.height(10).multiplier(0.25), .top(0), .left(0)])
        #expect(constraints.prefix(2).map(fields) == [
            expected(view, .width, .equal, root, .width, multiplier: 0.5, constant: 0, id: id(line, "pin.width")),
            expected(view, .height, .equal, root, .height, multiplier: 0.25, constant: 10, id: id(line, "pin.height")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 85))
    }

    @Test func constantSizes() {
        let root = rootView(), view = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([.widthConstant(50), .heightConstant(30), .top(0), .leading(0)])
        #expect(constraints.prefix(2).map(fields) == [
            expected(view, .width, .equal, nil, multiplier: 1, constant: 50, id: id(line, "pin.widthConstant")),
            expected(view, .height, .equal, nil, multiplier: 1, constant: 30, id: id(line, "pin.heightConstant")),
        ])
        // A constraint with one item is installed on that item.
        #expect(constraints.prefix(2).allSatisfy { constraint in view.constraints.contains { $0 === constraint } })
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    }

    @Test func negativeConstantSizesAreReportedAndClamped() {
        let root = rootView(), view = add(UIView(), to: root)
        var constraint: NSLayoutConstraint?
        let line = #line; let reported = diagnostics { constraint = view.pushPin(.widthConstant(-5)) }
        #expect(reported.map(\.kind) == [.pinInvalid])
        #expect(reported.first?.line == UInt(line))
        #expect(reported.first?.file == #fileID)
        #expect(fields(constraint) == expected(view, .width, .equal, nil, constant: 0, id: id(line, "pin.widthConstant")))
        #expect(constraint?.isActive == true)
    }

    @Test func constantPinsIgnoreRelativeTo() {
        let root = rootView(), view = add(UIView(), to: root), sibling = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([.heightConstant(10), .width(0)], relativeTo: sibling)
        #expect(constraints.map(fields) == [
            expected(view, .height, .equal, nil, constant: 10, id: id(line, "pin.heightConstant")),
            expected(view, .width, .equal, sibling, .width, constant: 0, id: id(line, "pin.width")),
        ])
    }

    @Test func constantPinsNeedNoSuperview() {
        let view = UIView()
        var constraints: [NSLayoutConstraint] = []
        let reported = diagnostics { constraints = view.pushPins([.widthConstant(44), .heightConstant(20)]) }
        #expect(reported.isEmpty)
        #expect(constraints.count == 2 && constraints.allSatisfy(\.isActive))
        #expect(constraints.allSatisfy { constraint in view.constraints.contains { $0 === constraint } })
    }
}
