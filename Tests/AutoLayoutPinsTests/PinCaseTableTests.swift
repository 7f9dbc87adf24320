import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// One row of idioms.md §1.2: a pin and the constraint it must produce against the superview.
struct PinRow: Sendable, CustomTestStringConvertible {
    let pin: Pin
    let token: String
    let first: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    /// nil: no second item.
    let second: NSLayoutConstraint.Attribute?
    let constant: CGFloat

    init(_ pin: Pin, _ token: String, _ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute?,
         _ constant: CGFloat, _ relation: NSLayoutConstraint.Relation = .equal) {
        self.pin = pin; self.token = token; self.first = first; self.second = second
        self.constant = constant; self.relation = relation
    }

    var testDescription: String { token }
}

/// idioms.md §1.2 as data: every case with the constraint it must produce.
let pinRows: [PinRow] = [
    PinRow(.leading(3), "leading", .leading, .leading, 3),
    PinRow(.trailing(-3), "trailing", .trailing, .trailing, -3),
    PinRow(.top(4), "top", .top, .top, 4),
    PinRow(.bottom(-4), "bottom", .bottom, .bottom, -4),
    PinRow(.left(5), "left", .left, .left, 5),
    PinRow(.right(-5), "right", .right, .right, -5),
    PinRow(.centerX(6), "centerX", .centerX, .centerX, 6),
    PinRow(.centerY(-6), "centerY", .centerY, .centerY, -6),
    PinRow(.firstBaseline(7), "firstBaseline", .firstBaseline, .firstBaseline, 7),
    PinRow(.lastBaseline(-7), "lastBaseline", .lastBaseline, .lastBaseline, -7),
    PinRow(.width(-16), "width", .width, .width, -16),
    PinRow(.height(10), "height", .height, .height, 10),
    PinRow(.widthConstant(50), "widthConstant", .width, nil, 50),
    PinRow(.heightConstant(30), "heightConstant", .height, nil, 30),
    PinRow(.leftMargin(1), "leftMargin", .left, .leftMargin, 1),
    PinRow(.rightMargin(-1), "rightMargin", .right, .rightMargin, -1),
    PinRow(.topMargin(12), "topMargin", .top, .topMargin, 12),
    PinRow(.bottomMargin(-12), "bottomMargin", .bottom, .bottomMargin, -12),
    PinRow(.leadingMargin(2), "leadingMargin", .leading, .leadingMargin, 2),
    PinRow(.trailingMargin(-2), "trailingMargin", .trailing, .trailingMargin, -2),
    PinRow(.centerXWithinMargins(8), "centerXWithinMargins", .centerX, .centerXWithinMargins, 8),
    PinRow(.centerYWithinMargins(-8), "centerYWithinMargins", .centerY, .centerYWithinMargins, -8),
    PinRow(.below(8), "below", .top, .bottom, 8),
    PinRow(.above(8), "above", .bottom, .top, -8),
    PinRow(.rightOf(8), "rightOf", .leading, .trailing, 8),
    PinRow(.leftOf(8), "leftOf", .trailing, .leading, -8),
    PinRow(.custom(ConstraintDescription(firstAttribute: .width, secondAttribute: .height, relation: .lessThanOrEqual, constant: 9)),
           "custom", .width, .height, 9, .lessThanOrEqual),
]

/// idioms.md §1.2: every case with the exact fields of its constraint.
@Suite @MainActor struct PinCaseTableTests {
    @Test(arguments: pinRows) func pushesTheConstraintOfEveryCase(row: PinRow) {
        let root = rootView(), view = add(UIView(), to: root)
        let line = #line; let constraint = view.pushPin(row.pin)
        #expect(fields(constraint) == expected(view, row.first, row.relation, row.second == nil ? nil : root,
                                               row.second ?? .notAnAttribute, constant: row.constant, id: id(line, "pin.\(row.token)")))
        #expect(constraint.isActive)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
    }

    @Test(arguments: pinRows) func describesEveryCase(row: PinRow) {
        let description = row.pin.constraintDescription
        #expect(description == ConstraintDescription(
            firstAttribute: row.first, secondAttribute: row.second ?? .notAnAttribute, relation: row.relation,
            multiplier: 1, constant: row.constant, priority: .required, identifier: nil, isActive: true,
            secondItem: row.second == nil ? .none : .relative))
    }

    @Test func everyCaseHasARow() {
        // 26 shapes plus `.custom`: the table above is the whole enum.
        #expect(Set(pinRows.map(\.token)).count == 27)
    }
}
