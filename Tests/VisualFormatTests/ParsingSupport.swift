import Testing
import VisualFormat

/// The view keys most parsing tests may name.
let testViews: Set<String> = ["a", "b", "c", "v1", "v2", "label"]

/// Parses and resolves one string against `views` and `metrics`.
func resolve(
    _ format: String, views: Set<String> = testViews, metrics: [String: Double] = [:], options: UInt = 0
) throws -> [ResolvedConstraint] {
    try VisualFormatSyntax.parse(format).resolve(in: FormatContext(viewNames: views, metrics: metrics), optionBits: options)
}

/// The error parsing and resolving `format` throws, or nil when it succeeds.
func failure(
    _ format: String, views: Set<String> = testViews, metrics: [String: Double] = [:], options: UInt = 0
) -> VisualFormatError? {
    do {
        _ = try resolve(format, views: views, metrics: metrics, options: options)
        return nil
    } catch {
        return error as? VisualFormatError
    }
}

/// The error parsing alone throws, or nil.
func parseFailure(_ format: String) -> VisualFormatError? {
    do {
        _ = try VisualFormatSyntax.parse(format)
        return nil
    } catch {
        return error as? VisualFormatError
    }
}

/// Shorthand for an expected constraint between two items.
func expected(
    _ first: ItemReference, _ firstAttribute: LayoutAttributeName, _ relation: LayoutRelation,
    _ second: ItemReference?, _ secondAttribute: LayoutAttributeName?, multiplier: Double = 1,
    constant: Double = 0, priority: Double? = nil, column: Int
) -> ResolvedConstraint {
    ResolvedConstraint(
        firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
        secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
        column: column
    )
}

/// Shorthand for an expected `==` constraint between two items.
func expected(
    _ first: ItemReference, _ firstAttribute: LayoutAttributeName, _ second: ItemReference?,
    _ secondAttribute: LayoutAttributeName?, multiplier: Double = 1, constant: Double = 0,
    priority: Double? = nil, column: Int
) -> ResolvedConstraint {
    expected(first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant, priority: priority, column: column)
}

/// Shorthand for an expected constant size.
func expectedSize(
    _ view: String, _ attribute: LayoutAttributeName, _ relation: LayoutRelation, _ constant: Double,
    priority: Double? = nil, column: Int
) -> ResolvedConstraint {
    ResolvedConstraint(
        firstItem: .view(view), firstAttribute: attribute, relation: relation, secondItem: nil,
        secondAttribute: nil, constant: constant, priority: priority, column: column
    )
}

/// Shorthand for an expected `==` constant size.
func expectedSize(_ view: String, _ attribute: LayoutAttributeName, _ constant: Double, priority: Double? = nil, column: Int) -> ResolvedConstraint {
    expectedSize(view, attribute, .equal, constant, priority: priority, column: column)
}

/// An expected error case: a string, the error kind and its column.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    let format: String
    let kind: VisualFormatError.Kind
    let column: Int
    var metrics: [String: Double] = [:]
    var options: UInt = 0

    init(_ format: String, _ kind: VisualFormatError.Kind, column: Int, metrics: [String: Double] = [:], options: UInt = 0) {
        self.format = format
        self.kind = kind
        self.column = column
        self.metrics = metrics
        self.options = options
    }

    var testDescription: String { "\"\(format)\"" }

    /// Checks that the string fails exactly as expected.
    func check() {
        let error = failure(format, metrics: metrics, options: options)
        #expect(error == VisualFormatError(kind: kind, format: format, column: column))
    }
}
