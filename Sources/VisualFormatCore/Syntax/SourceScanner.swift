/// A cursor over the characters of one format string, with the helpers both parsers share.
/// Columns are 1-based character positions; `end` is one past the last character.
struct SourceScanner {
    /// The string being read.
    let format: String
    private let characters: [Character]
    /// The 0-based index of the next character.
    private(set) var index = 0

    init(_ format: String) {
        self.format = format
        self.characters = Array(format)
    }

    /// The column of the next character (or the end column).
    var column: Int { index + 1 }

    /// Whether every character was read.
    var isAtEnd: Bool { index >= characters.count }

    /// The next character, if any.
    var current: Character? { isAtEnd ? nil : characters[index] }

    /// The character after the next one, if any.
    var next: Character? { index + 1 < characters.count ? characters[index + 1] : nil }

    /// Moves past one character.
    mutating func advance() { if !isAtEnd { index += 1 } }

    /// Skips spaces and tabs.
    mutating func skipSpaces() {
        while let character = current, character == " " || character == "\t" { index += 1 }
    }

    /// Skips spaces, then consumes `character` if it is next.
    mutating func consume(_ character: Character) -> Bool {
        skipSpaces()
        guard current == character else { return false }
        index += 1
        return true
    }

    /// The characters between two 0-based indices, for rebuilding strings.
    func text(from start: Int, to end: Int) -> String { String(characters[start..<end]) }

    /// An error of the given kind at a column (default: the next character).
    func error(_ kind: VisualFormatError.Kind, at column: Int? = nil) -> VisualFormatError {
        VisualFormatError(kind: kind, format: format, column: column ?? self.column)
    }

    /// The error for whatever is next when it is not what the grammar needs: the end, or an
    /// unexpected character.
    func unexpected() -> VisualFormatError {
        if let current { return error(.unexpectedCharacter(current)) }
        return error(.unexpectedEnd)
    }

    // MARK: Tokens

    /// Whether `character` can start a name.
    static func isNameStart(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    /// Whether `character` can continue a name.
    static func isNamePart(_ character: Character) -> Bool {
        isNameStart(character) || (character.isASCII && character.isNumber)
    }

    /// Whether `character` can start a number (`-` only when `signed`).
    func startsNumber(signed: Bool) -> Bool {
        guard let current else { return false }
        if current.isASCII, current.isNumber { return true }
        if current == "." { return next.map { $0.isASCII && $0.isNumber } ?? false }
        if signed, current == "-" { return next.map { ($0.isASCII && $0.isNumber) || $0 == "." } ?? false }
        return false
    }

    /// Reads a name (`[A-Za-z_][A-Za-z0-9_]*`) after skipping spaces, or nil without moving.
    mutating func readName() -> (name: String, column: Int)? {
        skipSpaces()
        guard let first = current, Self.isNameStart(first) else { return nil }
        let start = index
        while let character = current, Self.isNamePart(character) { index += 1 }
        return (text(from: start, to: index), start + 1)
    }

    /// Reads a number (`-? digits (. digits)?` or `-? . digits`, C locale) at the cursor.
    mutating func readNumber() throws -> (value: Double, column: Int) {
        let start = index
        if current == "-" { index += 1 }
        var digits = 0
        while let character = current, character.isASCII, character.isNumber { index += 1; digits += 1 }
        if current == "." {
            index += 1
            var fraction = 0
            while let character = current, character.isASCII, character.isNumber { index += 1; fraction += 1 }
            guard fraction > 0 else { throw error(.invalidNumber, at: start + 1) }
            digits += fraction
        }
        guard digits > 0, let value = Double(text(from: start, to: index)), value.isFinite else {
            throw error(.invalidNumber, at: start + 1)
        }
        return (value, start + 1)
    }

    /// Reads a relation (`==`, `<=`, `>=`) after skipping spaces, or nil when none starts here.
    mutating func readRelation() throws -> LayoutRelation? {
        skipSpaces()
        let start = index
        while let character = current, "=<>!".contains(character) { index += 1 }
        guard index > start else { return nil }
        let spelling = text(from: start, to: index)
        guard let relation = LayoutRelation(spelling: spelling) else {
            throw error(.invalidRelation(spelling), at: start + 1)
        }
        return relation
    }

    /// Reads a value (a number, signed when `signed`, or a metric name) after skipping spaces.
    mutating func readValue(signed: Bool) throws -> ValueSyntax {
        skipSpaces()
        if startsNumber(signed: signed) {
            let (value, column) = try readNumber()
            return ValueSyntax(kind: .number(value), column: column)
        }
        if let (name, column) = readName() {
            return ValueSyntax(kind: .name(name), column: column)
        }
        if current == "-" || current == "." || (current?.isNumber ?? false) {
            throw error(.invalidNumber)
        }
        throw unexpected()
    }
}
