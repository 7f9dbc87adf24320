import Testing
import VisualFormat

@Suite("X: equations")
struct EquationTests {
    @Test func readmeExamples() throws {
        #expect(try resolve("X:v1.width == v2.width / 2") == [
            expected(.view("v1"), .width, .view("v2"), .width, multiplier: 0.5, column: 3),
        ])
        #expect(try resolve("X:v1.top == v2.centerY * 0.5 - 10") == [
            expected(.view("v1"), .top, .view("v2"), .centerY, multiplier: 0.5, constant: -10, column: 3),
        ])
        #expect(try resolve("X:v1.top >= v2.bottom") == [
            expected(.view("v1"), .top, .greaterThanOrEqual, .view("v2"), .bottom, column: 3),
        ])
        #expect(try resolve("X:v1.centerX == superview.centerX + 5") == [
            expected(.view("v1"), .centerX, .superview, .centerX, constant: 5, column: 3),
        ])
        #expect(try resolve("X:label.firstBaseline == superview.topMargin + 20 @750") == [
            expected(.view("label"), .firstBaseline, .superview, .topMargin, constant: 20, priority: 750, column: 3),
        ])
    }

    @Test func parentIsTheSuperview() throws {
        #expect(try resolve("X:parent.bottom <= a.bottom") == [
            expected(.superview, .bottom, .lessThanOrEqual, .view("a"), .bottom, column: 3),
        ])
    }

    @Test func spacesAreOptional() throws {
        #expect(try resolve("X:a.width==b.height*2+3@500") == [
            expected(.view("a"), .width, .view("b"), .height, multiplier: 2, constant: 3, priority: 500, column: 3),
        ])
        #expect(try resolve("  X : a . width == b . width ") == [expected(.view("a"), .width, .view("b"), .width, column: 7)])
    }

    @Test func metricsAsValues() throws {
        #expect(try resolve("X:a.width == b.width * m + c @ p", metrics: ["m": 4, "c": 6, "p": 100]) == [
            expected(.view("a"), .width, .view("b"), .width, multiplier: 4, constant: 6, priority: 100, column: 3),
        ])
        #expect(try resolve("X:a.width == b.width / m - c", metrics: ["m": 4, "c": 6]) == [
            expected(.view("a"), .width, .view("b"), .width, multiplier: 0.25, constant: -6, column: 3),
        ])
    }

    @Test func zeroMultiplierIsAllowedForSizes() throws {
        #expect(try resolve("X:a.width == b.width * 0 + 10")[0].multiplier == 0)
    }

    @Test(arguments: LayoutAttributeName.allCases)
    func everyAttributeName(_ attribute: LayoutAttributeName) throws {
        #expect(try resolve("X:a.\(attribute.rawValue) == b.\(attribute.rawValue)") == [
            expected(.view("a"), attribute, .view("b"), attribute, column: 3),
        ])
    }

    @Test func baselineMeansLastBaseline() throws {
        #expect(try resolve("X:a.baseline == b.firstBaseline")[0].firstAttribute == .lastBaseline)
    }

    @Test func centresRelateToEdgesOnTheirAxis() throws {
        #expect(failure("X:a.centerX == b.left") == nil)
        #expect(failure("X:a.centerX == b.leadingMargin") == nil)
        #expect(failure("X:a.centerYWithinMargins == b.lastBaseline") == nil)
        #expect(failure("X:a.width == b.height") == nil)
    }

    @Test func syntaxIsKept() throws {
        guard case .equation(let equation) = try VisualFormatSyntax.parse("X:a.top == b.bottom * 2 - 1 @ 10") else {
            Issue.record("not an equation"); return
        }
        #expect(equation.first == EquationSyntax.Operand(item: "a", itemColumn: 3, attribute: .top, attributeColumn: 5))
        #expect(equation.second == EquationSyntax.Operand(item: "b", itemColumn: 12, attribute: .bottom, attributeColumn: 14))
        #expect(equation.multiplier == EquationSyntax.Term(operation: .multiply, value: ValueSyntax(kind: .number(2), column: 23)))
        #expect(equation.constant == EquationSyntax.Term(operation: .subtract, value: ValueSyntax(kind: .number(1), column: 27)))
        #expect(equation.priority == ValueSyntax(kind: .number(10), column: 31))
        #expect(equation.viewNames == ["a", "b"])
    }
}
