import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.3: each modifier returns `.custom` with one field changed; order does not matter.
@Suite @MainActor struct ModifierTests {
    @Test func everyModifierChangesOneField() {
        let base = Pin.width(20).constraintDescription
        func changed(_ change: (inout ConstraintDescription) -> Void) -> Pin {
            var description = base
            change(&description)
            return .custom(description)
        }
        #expect(Pin.width(20).priority(0.5) == changed { $0.priority = UILayoutPriority(500) })
        #expect(Pin.width(20).priority(.defaultHigh) == changed { $0.priority = .defaultHigh })
        #expect(Pin.width(20).multiplier(1.2) == changed { $0.multiplier = 1.2 })
        #expect(Pin.width(20).constant(3) == changed { $0.constant = 3 })
        #expect(Pin.width(20).toAttribute(.height) == changed { $0.secondAttribute = .height })
        #expect(Pin.width(20).relation(.lessThanOrEqual) == changed { $0.relation = .lessThanOrEqual })
        #expect(Pin.width(20).identifier("w") == changed { $0.identifier = "w" })
        #expect(Pin.width(20).isActive(false) == changed { $0.isActive = false })
    }

    @Test func orderDoesNotMatter() {
        let a = Pin.width(20).relation(.greaterThanOrEqual).multiplier(1.2).toAttribute(.height).priority(0.5)
        let b = Pin.width(20).priority(0.5).toAttribute(.height).multiplier(1.2).relation(.greaterThanOrEqual)
        #expect(a == b)
        let root = rootView(), view = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([a, b])
        let want = expected(view, .width, .greaterThanOrEqual, root, .height, multiplier: 1.2, constant: 20, priority: 500, id: id(line, "pin.width"))
        #expect(constraints.map(fields) == [want, want])
    }

    @Test func modifiedPinsKeepTheTokenOfTheirCase() {
        let root = rootView(), view = add(UIView(), to: root)
        let line = #line; let constraints = view.pushPins([Pin.leadingMargin(0).priority(0.9), Pin.top(0).multiplier(2)])
        #expect(constraints.map(\.identifier) == [id(line, "pin.leadingMargin"), id(line, "pin.top")])
    }

    @Test(arguments: [
        (Float(0.5), Float(500)), (0.25, 250), (1, 1000), (0, 1), (0.0004, 1), (0.75, 750),
        (1.5, 1.5), (750, 750), (1000, 1000),
    ])
    func prioritiesOnTheReadmeScale(value: Float, raw: Float) {
        let root = rootView(), view = add(UIView(), to: root)
        var constraint: NSLayoutConstraint?
        let reported = diagnostics { constraint = view.pushPin(Pin.width(0).priority(value)) }
        #expect(reported.isEmpty)
        #expect(constraint?.priority.rawValue == raw)
    }

    @Test(arguments: [(Float(-1), Float(1)), (2000, 1000), (.nan, 1000), (.infinity, 1000)])
    func outOfRangePrioritiesAreReportedAndClamped(value: Float, raw: Float) {
        let root = rootView(), view = add(UIView(), to: root)
        var constraint: NSLayoutConstraint?
        let line = #line; let reported = diagnostics { constraint = view.pushPin(Pin.width(0).priority(value)) }
        #expect(reported.map(\.kind) == [.pinInvalid])
        #expect(reported.first?.line == UInt(line))
        #expect(constraint?.priority.rawValue == raw)
        #expect(constraint?.isActive == true)
    }

    @Test func rawPrioritiesAreClampedToo() {
        let root = rootView(), view = add(UIView(), to: root)
        var constraints: [NSLayoutConstraint] = []
        let reported = diagnostics {
            constraints = view.pushPins([Pin.width(0).priority(UILayoutPriority(0)), Pin.height(0).priority(UILayoutPriority(1001))])
        }
        #expect(reported.map(\.kind) == [.pinInvalid, .pinInvalid])
        #expect(constraints.map(\.priority.rawValue) == [1, 1000])
    }

    @Test func aLaterPriorityReplacesAnInvalidOne() {
        let root = rootView(), view = add(UIView(), to: root)
        var constraint: NSLayoutConstraint?
        let reported = diagnostics { constraint = view.pushPin(Pin.width(0).priority(5000).priority(0.5)) }
        #expect(reported.isEmpty)
        #expect(constraint?.priority.rawValue == 500)
    }

    @Test func aUserIdentifierReplacesTheGeneratedOne() {
        let root = rootView(), view = add(UIView(), to: root)
        let constraint = view.pushPin(Pin.top(0).identifier("header.top"))
        #expect(constraint.identifier == "header.top")
    }

    @Test func inactivePinsAreCreatedAndReturnedButNotActivated() {
        let root = rootView(), view = add(IntrinsicView(50, 20), to: root)
        let line = #line; let constraints = view.pushPins([.top(0), .left(0), Pin.top(100).isActive(false)])
        #expect(constraints.map(\.isActive) == [true, true, false])
        #expect(fields(constraints[2]) == expected(view, .top, .equal, root, .top, constant: 100, id: id(line, "pin.top")))
        #expect(!root.constraints.contains { $0 === constraints[2] })
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test func theReadmeModifiedPin() {
        let root = rootView(), view = add(UIView(), to: root)
        let line = #line; let constraint = view.pushPin(Pin.width(20.0).relation(.greaterThanOrEqual).multiplier(1.2).toAttribute(.height).priority(0.5))
        #expect(fields(constraint) == expected(view, .width, .greaterThanOrEqual, root, .height, multiplier: 1.2, constant: 20, priority: 500, id: id(line, "pin.width")))
        view.pushPins([.top(0), .left(0), .heightConstant(10), Pin.widthConstant(0).priority(0.25)])
        root.layoutIfNeeded()
        // At least 1.2 × 300 + 20; a weaker pull to zero width makes it exactly that.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 380, height: 10))
    }
}
