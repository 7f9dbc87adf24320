/// Parses `X:` equations (VisualFormat's VisualFormatRules article, Equations) into an `EquationSyntax`.
struct EquationParser {
    private var scanner: SourceScanner

    /// Parses one `X:` string; the first non-space character must be `X`.
    static func parse(_ format: String) throws -> EquationSyntax {
        var parser = EquationParser(scanner: SourceScanner(format))
        return try parser.parseEquation()
    }

    private init(scanner: SourceScanner) { self.scanner = scanner }

    private mutating func parseEquation() throws -> EquationSyntax {
        scanner.skipSpaces()
        scanner.advance()
        guard scanner.consume(":") else { throw scanner.error(.missingOrientationSeparator) }
        let first = try parseOperand()
        scanner.skipSpaces()
        guard let relation = try scanner.readRelation() else { throw scanner.unexpected() }
        let second = try parseRightOperand()
        guard first.attribute.canPair(with: second.attribute) else {
            throw scanner.error(.incompatibleAttributes(first.attribute.rawValue, second.attribute.rawValue), at: second.attributeColumn)
        }
        let multiplier = try parseTerm(["*": .multiply, "/": .divide])
        if let multiplier, case .number(let value) = multiplier.value.kind, value == 0 {
            if multiplier.operation == .divide { throw scanner.error(.divisionByZero, at: multiplier.value.column) }
            if !first.attribute.isDimension { throw scanner.error(.invalidNumber, at: multiplier.value.column) }
        }
        let constant = try parseTerm(["+": .add, "-": .subtract])
        let priority = scanner.consume("@") ? try scanner.readPriority() : nil
        scanner.skipSpaces()
        guard scanner.isAtEnd else { throw scanner.unexpected() }
        return EquationSyntax(
            format: scanner.format, first: first, relation: relation, second: second,
            multiplier: multiplier, constant: constant, priority: priority
        )
    }

    /// `item.attribute`.
    private mutating func parseOperand() throws -> EquationSyntax.Operand {
        guard let (item, itemColumn) = scanner.readName() else { throw scanner.unexpected() }
        return try parseAttribute(of: item, at: itemColumn)
    }

    /// The right-hand side, rejecting constants (`v.width == 100`) with a hint.
    private mutating func parseRightOperand() throws -> EquationSyntax.Operand {
        scanner.skipSpaces()
        if scanner.startsNumber(signed: true) { throw scanner.error(.constantOnlyEquation) }
        guard let (item, itemColumn) = scanner.readName() else { throw scanner.unexpected() }
        scanner.skipSpaces()
        guard scanner.current == "." else { throw scanner.error(.constantOnlyEquation, at: itemColumn) }
        return try parseAttribute(of: item, at: itemColumn)
    }

    /// `.attribute` after an item name.
    private mutating func parseAttribute(of item: String, at itemColumn: Int) throws -> EquationSyntax.Operand {
        guard scanner.consume(".") else { throw scanner.unexpected() }
        guard let (name, column) = scanner.readName() else { throw scanner.unexpected() }
        guard let attribute = LayoutAttributeName(equationName: name) else {
            throw scanner.error(.unknownAttribute(name, valid: LayoutAttributeName.equationNames), at: column)
        }
        return EquationSyntax.Operand(item: item, itemColumn: itemColumn, attribute: attribute, attributeColumn: column)
    }

    /// An operator from `operations` and its value, or nil when none is next.
    private mutating func parseTerm(_ operations: [Character: EquationSyntax.Term.Operation]) throws -> EquationSyntax.Term? {
        scanner.skipSpaces()
        guard let current = scanner.current, let operation = operations[current] else { return nil }
        scanner.advance()
        return EquationSyntax.Term(operation: operation, value: try scanner.readValue(signed: true))
    }
}
