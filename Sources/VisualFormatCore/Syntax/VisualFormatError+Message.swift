extension VisualFormatError.Kind {
    /// The sentence `VisualFormatError.message` shows for this kind.
    var message: String {
        switch self {
        case .missingOrientationSeparator: "expected ':' after the orientation"
        case .invalidOrientation: "invalid orientation; use 'H:' or 'V:' (or 'X:' for an equation)"
        case .unexpectedCharacter(let character): "unexpected character '\(character)'"
        case .unexpectedEnd: "unexpected end of the format"
        case .expectedView: "expected a view such as '[name]'"
        case .unterminatedView: "unterminated view; expected ']'"
        case .unterminatedPredicate: "unterminated predicate list; expected ')'"
        case .invalidNumber: "invalid number"
        case .invalidRelation(let relation): "invalid relation '\(relation)'; use '==', '<=' or '>='"
        case .invalidPriority(let priority): "invalid priority \(FormatNumber.text(priority)); priorities lie in 1...1000"
        case .unknownView(let name): "unknown view '\(name)'"
        case .unknownMetric(let name): "unknown metric '\(name)'"
        case .unknownAttribute(let name, let valid): "unknown attribute '\(name)'; use one of \(valid.joined(separator: ", "))"
        case .viewNameNotAllowed(let name): "the name '\(name)' is not allowed here"
        case .duplicateView(let name): "view '\(name)' appears more than once"
        case .misplacedSuperview: "'|' may only open or close the format"
        case .invalidOptions: "the formatting options do not fit this format"
        case .incompatibleAttributes(let first, let second): "cannot relate '\(first)' to '\(second)'"
        case .divisionByZero: "division by zero"
        case .constantOnlyEquation: "an equation needs 'item.attribute' on both sides; for a constant size write a view predicate such as '[v(100)]'"
        }
    }
}

/// Formats numbers for messages and rebuilt strings: integral values without a fraction.
enum FormatNumber {
    /// `50` for 50.0, `0.5` for 0.5.
    static func text(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
