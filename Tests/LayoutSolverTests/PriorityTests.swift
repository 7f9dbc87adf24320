import LayoutSolver
import Testing

@Suite("Priority and Relation")
struct PriorityTests {
    @Test func namedPriorities() {
        #expect(Priority.required.rawValue == 1000)
        #expect(Priority.defaultHigh.rawValue == 750)
        #expect(Priority.defaultLow.rawValue == 250)
        #expect(Priority.fittingSizeLevel.rawValue == 50)
        #expect(Priority.required.isRequired)
        #expect(!Priority.defaultHigh.isRequired)
        #expect(!Priority(999.5).isRequired)
    }

    @Test func initializersAgree() {
        let literalInt: Priority = 500
        let literalFloat: Priority = 500.0
        #expect(Priority(500) == literalInt && literalInt == literalFloat)
        #expect(Priority(rawValue: 500) == literalInt)
    }

    @Test(arguments: [
        (Float(1), true), (1000, true), (500.5, true), (0, false), (1001, false), (-5, false),
        (0.999, false), (.nan, false), (.infinity, false), (-.infinity, false),
    ])
    func validity(rawValue: Float, isValid: Bool) {
        #expect(Priority(rawValue).isValid == isValid)
    }

    @Test func ordering() {
        #expect(Priority.defaultLow < .defaultHigh)
        #expect(Priority(750) < Priority(751))
        #expect(Priority(751) < .required)
        #expect([Priority(3), 1, 2].sorted() == [1, 2, 3])
    }

    @Test func descriptions() {
        #expect(Priority(750).description == "750")
        #expect(Priority(750.5).description == "750.5")
        #expect(Relation.lessThanOrEqual.description == "<=")
        #expect(Relation.equal.description == "==")
        #expect(Relation.greaterThanOrEqual.description == ">=")
    }
}
