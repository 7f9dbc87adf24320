import Testing
import VisualFormat

@Suite("VFL and X: numbers")
struct NumberTests {
    @Test(arguments: [("5", 5.0), ("0", 0), ("12.25", 12.25), (".5", 0.5), ("-3", -3), ("-.5", -0.5), ("007", 7)])
    func numbersInPredicates(_ spelling: String, _ value: Double) throws {
        #expect(try resolve("[a(\(spelling))]")[0].constant == value)
    }

    @Test func numbersUseTheCLocale() throws {
        #expect(failure("[a(1,5)]") == nil)
        #expect(try resolve("[a(1,5)]").map(\.constant) == [1, 5])
    }

    @Test func numbersInEquations() throws {
        #expect(try resolve("X:a.width == b.width * .25 + -2")[0].multiplier == 0.25)
        #expect(try resolve("X:a.width == b.width * .25 + -2")[0].constant == -2)
    }

    @Test(arguments: [
        ErrorCase("[a(1.)]", .invalidNumber, column: 4),
        ErrorCase("[a(-)]", .invalidNumber, column: 4),
        ErrorCase("[a(-x)]", .invalidNumber, column: 4),
        ErrorCase("[a(.)]", .invalidNumber, column: 4),
        ErrorCase("[a(1.2.3)]", .unexpectedCharacter("."), column: 7),
        ErrorCase("[a(\(String(repeating: "9", count: 400)))]", .invalidNumber, column: 4),
        ErrorCase("[a]-1.-[b]", .invalidNumber, column: 5),
        ErrorCase("[a(m)]", .invalidNumber, column: 4, metrics: ["m": .infinity]),
        ErrorCase("[a(m)]", .invalidNumber, column: 4, metrics: ["m": .nan]),
        ErrorCase("X:a.top == b.top + 1.", .invalidNumber, column: 20),
        ErrorCase("X:a.top == b.top + -", .invalidNumber, column: 20),
    ])
    func numberErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}
