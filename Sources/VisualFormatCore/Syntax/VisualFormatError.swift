/// A Visual Format Language or `X:` string that cannot be turned into constraints.
///
/// The error carries the offending string and the 1-based column (in characters) of the problem;
/// a column one past the last character means "at the end of the string". `description` shows
/// the message, the string and a caret line under the column:
/// ```
/// unknown view 'v9' (column 11)
/// H:|-[v1]-[v9]-|
///           ^
/// ```
public struct VisualFormatError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What is wrong with the string.
    public enum Kind: Equatable, Sendable {
        /// An orientation letter is not followed by `:` (e.g. `H|[a]|`, or a bare `X`).
        case missingOrientationSeparator
        /// A letter other than `H` or `V` is followed by `:`.
        case invalidOrientation
        /// A character that cannot appear at this position.
        case unexpectedCharacter(Character)
        /// The string ends where more is required.
        case unexpectedEnd
        /// A view (`[name]`) is required at this position.
        case expectedView
        /// A view's `[` has no matching `]`.
        case unterminatedView
        /// A predicate list's `(` has no matching `)`.
        case unterminatedPredicate
        /// A malformed or unusable number (e.g. `1.`, an overflowing literal, a zero multiplier
        /// for a position, a non-finite metric).
        case invalidNumber
        /// A relation other than `==`, `<=` or `>=`.
        case invalidRelation(String)
        /// A priority outside 1…1000.
        case invalidPriority(Double)
        /// A view name that is not among the known views.
        case unknownView(String)
        /// A metric name that is not among the known metrics.
        case unknownMetric(String)
        /// An `X:` attribute name that does not exist; `valid` lists the accepted names.
        case unknownAttribute(String, valid: [String])
        /// A name that cannot be used at this position (`superview` inside `[…]`, a view used
        /// as a spacing).
        case viewNameNotAllowed(String)
        /// A view that appears more than once in one string.
        case duplicateView(String)
        /// A `|` that neither opens nor closes the string.
        case misplacedSuperview
        /// Formatting options that do not fit the string (two alignments, an alignment parallel
        /// to the orientation, baseline spacing in a horizontal string, unknown bits).
        case invalidOptions
        /// An `X:` equation relating attributes UIKit cannot pair.
        case incompatibleAttributes(String, String)
        /// An `X:` equation divides by zero.
        case divisionByZero
        /// An `X:` equation without `item.attribute` on its right-hand side.
        case constantOnlyEquation
    }

    /// What is wrong.
    public var kind: Kind
    /// The offending string, exactly as given.
    public var format: String
    /// The 1-based column, in characters, of the problem; `format.count + 1` is the end.
    public var column: Int

    /// Creates an error for a string and column.
    public init(kind: Kind, format: String, column: Int) {
        self.kind = kind
        self.format = format
        self.column = column
    }

    /// Spaces up to the column, then `^`.
    public var caretLine: String {
        String(repeating: " ", count: max(column - 1, 0)) + "^"
    }

    /// One sentence saying what is wrong, without the column.
    public var message: String { kind.message }

    /// Three lines: the message with the column, the string, and the caret line.
    public var description: String {
        "\(message) (column \(column))\n\(format)\n\(caretLine)"
    }
}
