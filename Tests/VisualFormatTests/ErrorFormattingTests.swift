import Testing
import VisualFormat

@Suite("VisualFormatError formatting")
struct ErrorFormattingTests {
    @Test func descriptionShowsMessageStringAndCaret() throws {
        let error = try #require(failure("H:|-[v1]-[v9]-|"))
        #expect(error.description == "unknown view 'v9' (column 11)\nH:|-[v1]-[v9]-|\n          ^")
        #expect(error.caretLine == "          ^")
        #expect(error.format == "H:|-[v1]-[v9]-|")
        #expect(error.message == "unknown view 'v9'")
    }

    @Test func caretAtTheEnd() throws {
        let error = try #require(failure("H:"))
        #expect(error.caretLine == "  ^")
        #expect(error.description == "unexpected end of the format (column 3)\nH:\n  ^")
    }

    @Test func caretAtTheFirstColumn() {
        #expect(VisualFormatError(kind: .invalidOptions, format: "[a]", column: 1).caretLine == "^")
    }

    @Test func errorsAreEquatable() {
        let error = VisualFormatError(kind: .unknownView("a"), format: "[a]", column: 2)
        #expect(error == VisualFormatError(kind: .unknownView("a"), format: "[a]", column: 2))
        #expect(error != VisualFormatError(kind: .unknownView("a"), format: "[a]", column: 3))
        #expect(error != VisualFormatError(kind: .unknownMetric("a"), format: "[a]", column: 2))
        #expect(error != VisualFormatError(kind: .unknownView("a"), format: "[a] ", column: 2))
    }

    @Test(arguments: [
        (VisualFormatError.Kind.missingOrientationSeparator, "expected ':' after the orientation"),
        (.invalidOrientation, "invalid orientation; use 'H:' or 'V:' (or 'X:' for an equation)"),
        (.unexpectedCharacter("%"), "unexpected character '%'"),
        (.unexpectedEnd, "unexpected end of the format"),
        (.expectedView, "expected a view such as '[name]'"),
        (.unterminatedView, "unterminated view; expected ']'"),
        (.unterminatedPredicate, "unterminated predicate list; expected ')'"),
        (.invalidNumber, "invalid number"),
        (.invalidRelation("=<"), "invalid relation '=<'; use '==', '<=' or '>='"),
        (.invalidPriority(1500), "invalid priority 1500; priorities lie in 1...1000"),
        (.invalidPriority(0.5), "invalid priority 0.5; priorities lie in 1...1000"),
        (.unknownView("v9"), "unknown view 'v9'"),
        (.unknownMetric("h"), "unknown metric 'h'"),
        (.unknownAttribute("wdth", valid: ["width", "height"]), "unknown attribute 'wdth'; use one of width, height"),
        (.viewNameNotAllowed("superview"), "the name 'superview' is not allowed here"),
        (.duplicateView("a"), "view 'a' appears more than once"),
        (.misplacedSuperview, "'|' may only open or close the format"),
        (.invalidOptions, "the formatting options do not fit this format"),
        (.incompatibleAttributes("top", "width"), "cannot relate 'top' to 'width'"),
        (.divisionByZero, "division by zero"),
        (.constantOnlyEquation, "an equation needs 'item.attribute' on both sides; for a constant size write a view predicate such as '[v(100)]'"),
    ])
    func messages(_ kind: VisualFormatError.Kind, _ message: String) {
        #expect(VisualFormatError(kind: kind, format: "", column: 1).message == message)
    }

    @Test func equationNamesListEveryAttribute() {
        #expect(LayoutAttributeName.equationNames == [
            "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
            "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
            "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        ])
    }
}
