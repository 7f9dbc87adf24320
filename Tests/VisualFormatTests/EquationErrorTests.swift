import Testing
import VisualFormat

@Suite("X: equation errors")
struct EquationErrorTests {
    @Test(arguments: [
        ErrorCase("X", .missingOrientationSeparator, column: 2),
        ErrorCase("X[a]", .missingOrientationSeparator, column: 2),
        ErrorCase("  X a.top == b.top", .missingOrientationSeparator, column: 5),
        ErrorCase("X:", .unexpectedEnd, column: 3),
        ErrorCase("X:a", .unexpectedEnd, column: 4),
        ErrorCase("X:a.", .unexpectedEnd, column: 5),
        ErrorCase("X:a.top", .unexpectedEnd, column: 8),
        ErrorCase("X:a.top ==", .unexpectedEnd, column: 11),
        ErrorCase("X:a.top == b", .constantOnlyEquation, column: 12),
        ErrorCase("X:a.top == b.", .unexpectedEnd, column: 14),
        ErrorCase("X:a.top b.top", .unexpectedCharacter("b"), column: 9),
        ErrorCase("X:a.top = b.top", .invalidRelation("="), column: 9),
        ErrorCase("X:a.top => b.top", .invalidRelation("=>"), column: 9),
        ErrorCase("X:a.top == b.top +", .unexpectedEnd, column: 19),
        ErrorCase("X:a.top == b.top * 2 * 3", .unexpectedCharacter("*"), column: 22),
        ErrorCase("X:a.top == b.top + 2 * 3", .unexpectedCharacter("*"), column: 22),
        ErrorCase("X:a.top == b.top + 2 junk", .unexpectedCharacter("j"), column: 22),
        ErrorCase("X:.top == b.top", .unexpectedCharacter("."), column: 3),
        ErrorCase("X:a.top == b.top @", .unexpectedEnd, column: 19),
        ErrorCase("X:a.top == b.top @ 0", .invalidPriority(0), column: 20),
        ErrorCase("X:a.top == b.top @ 1001", .invalidPriority(1001), column: 20),
        ErrorCase("X:a.top == b.top @ p", .invalidPriority(5000), column: 20, metrics: ["p": 5000]),
    ])
    func structureErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    @Test(arguments: [
        ErrorCase("X:a.wdth == b.top", .unknownAttribute("wdth", valid: LayoutAttributeName.equationNames), column: 5),
        ErrorCase("X:a.top == b.Top", .unknownAttribute("Top", valid: LayoutAttributeName.equationNames), column: 14),
        ErrorCase("X:a.notAnAttribute == b.top", .unknownAttribute("notAnAttribute", valid: LayoutAttributeName.equationNames), column: 5),
        ErrorCase("X:zz.top == b.top", .unknownView("zz"), column: 3),
        ErrorCase("X:a.top == zz.top", .unknownView("zz"), column: 12),
        ErrorCase("X:a.top == b.top + m", .unknownMetric("m"), column: 20),
        ErrorCase("X:a.top == b.top * c", .viewNameNotAllowed("c"), column: 20),
    ])
    func nameErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    @Test(arguments: [
        ErrorCase("X:a.top == b.width", .incompatibleAttributes("top", "width"), column: 14),
        ErrorCase("X:a.height == b.centerY", .incompatibleAttributes("height", "centerY"), column: 17),
        ErrorCase("X:a.top == b.left", .incompatibleAttributes("top", "left"), column: 14),
        ErrorCase("X:a.leading == b.left", .incompatibleAttributes("leading", "left"), column: 18),
        ErrorCase("X:a.rightMargin == b.trailingMargin", .incompatibleAttributes("rightMargin", "trailingMargin"), column: 22),
        ErrorCase("X:a.baseline == b.centerX", .incompatibleAttributes("lastBaseline", "centerX"), column: 19),
    ])
    func attributePairErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    @Test(arguments: [
        ErrorCase("X:a.width == b.width / 0", .divisionByZero, column: 24),
        ErrorCase("X:a.width == b.width / 0.0", .divisionByZero, column: 24),
        ErrorCase("X:a.width == b.width / z", .divisionByZero, column: 24, metrics: ["z": 0]),
        ErrorCase("X:a.top == b.top * 0", .invalidNumber, column: 20),
        ErrorCase("X:a.top == b.top * z", .invalidNumber, column: 20, metrics: ["z": 0]),
        ErrorCase("X:a.width == b.width / t", .invalidNumber, column: 24, metrics: ["t": .leastNonzeroMagnitude]),
    ])
    func arithmeticErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    @Test(arguments: [
        ErrorCase("X:a.width == 100", .constantOnlyEquation, column: 14),
        ErrorCase("X:a.width == -5", .constantOnlyEquation, column: 14),
        ErrorCase("X:a.width == w", .constantOnlyEquation, column: 14, metrics: ["w": 1]),
        ErrorCase("X:a.width == w + 5", .constantOnlyEquation, column: 14),
    ])
    func constantOnlyErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}
