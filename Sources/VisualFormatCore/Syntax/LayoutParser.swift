/// Parses Apple's Visual Format Language (VisualFormat's VisualFormatRules article, Grammar) into a `LayoutSyntax`.
struct LayoutParser {
    private var scanner: SourceScanner
    private var seenNames: Set<String> = []

    /// Parses one VFL string.
    static func parse(_ format: String) throws -> LayoutSyntax {
        var parser = LayoutParser(scanner: SourceScanner(format))
        return try parser.parseFormat()
    }

    private init(scanner: SourceScanner) { self.scanner = scanner }

    private mutating func parseFormat() throws -> LayoutSyntax {
        let orientation = try parseOrientation()
        scanner.skipSpaces()
        var leading: ConnectionSyntax?
        if scanner.current == "|" {
            scanner.advance()
            leading = try parseConnection()
        }
        var views = [try parseView(after: leading)]
        var connections: [ConnectionSyntax] = []
        var trailing: ConnectionSyntax?
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { break }
            let connection = try parseConnection()
            scanner.skipSpaces()
            if scanner.current == "|" {
                let barColumn = scanner.column
                scanner.advance()
                scanner.skipSpaces()
                guard scanner.isAtEnd else { throw scanner.error(.misplacedSuperview, at: barColumn) }
                trailing = connection
                break
            }
            views.append(try parseView(after: connection))
            connections.append(connection)
        }
        return LayoutSyntax(
            format: scanner.format, orientation: orientation ?? .horizontal,
            hasExplicitOrientation: orientation != nil, leadingConnection: leading, views: views,
            connections: connections, trailingConnection: trailing
        )
    }

    /// `H:` or `V:`, or nil when the string starts with `|` or `[`.
    private mutating func parseOrientation() throws -> LayoutSyntax.Orientation? {
        scanner.skipSpaces()
        guard let letter = scanner.current, SourceScanner.isNameStart(letter) else { return nil }
        let letterColumn = scanner.column
        scanner.advance()
        scanner.skipSpaces()
        let isOrientation = letter == "H" || letter == "V"
        guard scanner.current == ":" else {
            throw scanner.error(isOrientation ? .missingOrientationSeparator : .expectedView, at: isOrientation ? nil : letterColumn)
        }
        guard isOrientation else { throw scanner.error(.invalidOrientation, at: letterColumn) }
        scanner.advance()
        return letter == "H" ? .horizontal : .vertical
    }

    /// A connection: nothing (flush), `-`, `-N-`, `-name-` or `-(predicates)-`.
    private mutating func parseConnection() throws -> ConnectionSyntax {
        scanner.skipSpaces()
        let start = scanner.index
        let column = scanner.column
        guard scanner.current == "-" else { return ConnectionSyntax(kind: .flush, column: column, text: "") }
        scanner.advance()
        scanner.skipSpaces()
        let predicates: [PredicateSyntax]
        if scanner.current == "(" {
            predicates = try parsePredicateList()
        } else if scanner.startsNumber(signed: false) || scanner.current.map(SourceScanner.isNameStart) == true {
            let predicateStart = scanner.index
            let value = try scanner.readValue(signed: false)
            let text = scanner.text(from: predicateStart, to: scanner.index)
            predicates = [PredicateSyntax(relation: .equal, object: value, priority: nil, column: value.column, text: text)]
        } else {
            return ConnectionSyntax(kind: .standard, column: column, text: "-")
        }
        guard scanner.consume("-") else { throw scanner.unexpected() }
        return ConnectionSyntax(kind: .explicit(predicates), column: column, text: scanner.text(from: start, to: scanner.index))
    }

    /// A view after `connection` (nil: at the start of the string, after the orientation).
    private mutating func parseView(after connection: ConnectionSyntax?) throws -> ViewSyntax {
        scanner.skipSpaces()
        guard scanner.current == "[" else {
            if scanner.isAtEnd { throw scanner.error(.unexpectedEnd) }
            if let connection, connection.kind == .flush, scanner.current != "|" { throw scanner.unexpected() }
            throw scanner.error(.expectedView)
        }
        let column = scanner.column
        scanner.advance()
        guard let (name, nameColumn) = scanner.readName() else {
            throw scanner.isAtEnd ? scanner.error(.unterminatedView, at: column) : scanner.unexpected()
        }
        if name == "superview" || name == "parent" { throw scanner.error(.viewNameNotAllowed(name), at: nameColumn) }
        guard seenNames.insert(name).inserted else { throw scanner.error(.duplicateView(name), at: nameColumn) }
        scanner.skipSpaces()
        let predicates = scanner.current == "(" ? try parsePredicateList() : []
        guard scanner.consume("]") else {
            throw scanner.isAtEnd ? scanner.error(.unterminatedView, at: column) : scanner.unexpected()
        }
        return ViewSyntax(name: name, column: column, nameColumn: nameColumn, predicates: predicates)
    }

    /// `(predicate, predicate, …)`; the scanner is at `(`.
    private mutating func parsePredicateList() throws -> [PredicateSyntax] {
        let open = scanner.column
        scanner.advance()
        var predicates: [PredicateSyntax] = []
        while true {
            do {
                predicates.append(try parsePredicate())
            } catch let error as VisualFormatError where error.kind == .unexpectedEnd {
                throw scanner.error(.unterminatedPredicate, at: open)
            }
            scanner.skipSpaces()
            switch scanner.current {
            case ",": scanner.advance()
            case ")": scanner.advance(); return predicates
            case nil: throw scanner.error(.unterminatedPredicate, at: open)
            default: throw scanner.unexpected()
            }
        }
    }

    /// `relation? object ("@" priority)?`.
    private mutating func parsePredicate() throws -> PredicateSyntax {
        scanner.skipSpaces()
        let start = scanner.index
        let column = scanner.column
        let relation = try scanner.readRelation() ?? .equal
        let object = try scanner.readValue(signed: true)
        var priority: ValueSyntax?
        if scanner.consume("@") {
            priority = try scanner.readPriority()
        }
        return PredicateSyntax(
            relation: relation, object: object, priority: priority, column: column,
            text: scanner.text(from: start, to: scanner.index)
        )
    }
}

extension SourceScanner {
    /// A priority value after `@`: a metric name, or a number that must lie in 1…1000.
    mutating func readPriority() throws -> ValueSyntax {
        let value = try readValue(signed: true)
        if case .number(let number) = value.kind, !(1...1000).contains(number) {
            throw error(.invalidPriority(number), at: value.column)
        }
        return value
    }
}
