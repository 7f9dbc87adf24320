import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §0.3 and §1.4: failures are reported with the call site, never a crash; `pushPin`
/// returns an inert placeholder.
@Suite @MainActor struct PushFailureTests {
    @Test func noSuperviewAndNoRelativeView() {
        let view = UIView()
        var constraints: [NSLayoutConstraint]?
        let line = #line; let reported = diagnostics { constraints = view.pushPins([.top(0), .widthConstant(10)]) }
        #expect(constraints?.isEmpty == true)
        #expect(reported.map(\.kind) == [.pinNoSecondItem])
        #expect(reported.first?.file == #fileID && reported.first?.line == UInt(line))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.constraints.isEmpty)
    }

    @Test func pushPinReturnsAPlaceholder() {
        let view = UIView()
        var constraint: NSLayoutConstraint?
        let line = #line; let reported = diagnostics { constraint = view.pushPin(.leadingMargin(4)) }
        #expect(reported.map(\.kind) == [.pinNoSecondItem])
        #expect(fields(constraint) == expected(view, .leading, .equal, view, .leading, id: id(line, "pin.leadingMargin.unresolved")))
        #expect(constraint?.isActive == false)
    }

    @Test func noCommonAncestor() {
        let view = add(UIView(), to: rootView()), stranger = add(UIView(), to: rootView())
        var constraints: [NSLayoutConstraint] = []
        var constraint: NSLayoutConstraint?
        let line = #line; let reported = diagnostics {
            constraints = view.pushPins([.top(0), .bottom(0)], relativeTo: stranger)
            constraint = view.pushPin(.below(8), relativeTo: stranger)
        }
        #expect(constraints.isEmpty)
        #expect(reported.map(\.kind) == [.pinNoCommonAncestor, .pinNoCommonAncestor])
        #expect(reported.map(\.line) == [UInt(line) + 1, UInt(line) + 2])
        #expect(fields(constraint) == expected(view, .top, .equal, view, .top, id: id(line + 2, "pin.below.unresolved")))
        #expect(constraint?.isActive == false)
    }

    @Test func invalidPinsAreSkippedAndTheRestContinue() {
        let root = rootView(), view = add(IntrinsicView(50, 20), to: root)
        var constraints: [NSLayoutConstraint] = []
        let pins: [Pin] = [
            Pin.heightConstant(20).toAttribute(.height), .top(3), Pin.top(0).toAttribute(.leading),
            Pin.leading(0).toAttribute(.left), Pin.top(0).multiplier(0), .left(4),
            .custom(ConstraintDescription(firstAttribute: .top, secondAttribute: .notAnAttribute, secondItem: .none)),
            .custom(ConstraintDescription(firstAttribute: .notAnAttribute, secondAttribute: .top)),
            .custom(ConstraintDescription(firstAttribute: .top, secondAttribute: .notAnAttribute)),
            Pin.width(0).toAttribute(.top), .top(.nan), Pin.width(0).multiplier(.infinity),
        ]
        let line = #line; let reported = diagnostics { constraints = view.pushPins(pins) }
        #expect(reported.map(\.kind) == Array(repeating: .pinInvalid, count: 10))
        #expect(reported.allSatisfy { $0.line == UInt(line) })
        #expect(constraints.map(fields) == [
            expected(view, .top, .equal, root, .top, constant: 3, id: id(line, "pin.top")),
            expected(view, .left, .equal, root, .left, constant: 4, id: id(line, "pin.left")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 4, y: 3, width: 50, height: 20))
    }

    @Test func validCentrePairings() {
        let root = rootView(), view = add(IntrinsicView(50, 20), to: root)
        let reported = diagnostics {
            view.pushPins([Pin.centerX(0).toAttribute(.left), Pin.top(0).toAttribute(.centerYWithinMargins), Pin.width(0).toAttribute(.height).multiplier(0)])
        }
        #expect(reported.isEmpty)
        root.layoutIfNeeded()
        // width = 0 × height; centerX on the root's left edge; top at the margins' centre (8…292).
        #expect(view.frame == CGRect(x: 0, y: 150, width: 0, height: 20))
    }

    @Test func anInvalidPushPinReturnsAPlaceholderOnItsAttribute() {
        let root = rootView(), view = add(UIView(), to: root)
        var constraint: NSLayoutConstraint?
        let line = #line; let reported = diagnostics { constraint = view.pushPin(Pin.heightConstant(20).toAttribute(.height)) }
        #expect(reported.map(\.kind) == [.pinInvalid])
        #expect(fields(constraint) == expected(view, .height, .equal, view, .height, id: id(line, "pin.heightConstant.unresolved")))
        #expect(constraint?.isActive == false)
        #expect(view.constraints.isEmpty && root.constraints.isEmpty)
    }

    @Test func aPlaceholderWithoutAFirstAttributeUsesTheWidth() {
        let root = rootView(), view = add(UIView(), to: root)
        var constraint: NSLayoutConstraint?
        let custom = Pin.custom(ConstraintDescription(firstAttribute: .notAnAttribute, secondAttribute: .top))
        let line = #line; _ = diagnostics { constraint = view.pushPin(custom) }
        #expect(fields(constraint) == expected(view, .width, .equal, view, .width, id: id(line, "pin.custom.unresolved")))
    }

    @Test func diagnosticsNameThePin() {
        let root = rootView(), view = add(UIView(), to: root)
        let reported = diagnostics { view.pushPin(Pin.top(0).toAttribute(.leading)) }
        #expect(reported.first?.message.contains("pin.top") == true)
        #expect(reported.first?.message.contains("leading") == true)
    }
}
