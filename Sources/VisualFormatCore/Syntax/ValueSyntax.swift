/// A number or a metric name, with the column where it starts.
public struct ValueSyntax: Equatable, Sendable {
    /// What the value is.
    public enum Kind: Equatable, Sendable {
        /// A literal number.
        case number(Double)
        /// A name, looked up in the metrics (or, in a view predicate, among the views).
        case name(String)
    }

    /// What the value is.
    public var kind: Kind
    /// The 1-based column of its first character.
    public var column: Int

    /// Creates a value.
    public init(kind: Kind, column: Int) {
        self.kind = kind
        self.column = column
    }
}

/// One predicate: `relation? object ("@" priority)?`, as in `>=50@750`.
public struct PredicateSyntax: Equatable, Sendable {
    /// The relation (`==` when omitted).
    public var relation: LayoutRelation
    /// The constant, metric or view the predicate relates to.
    public var object: ValueSyntax
    /// The priority after `@`, if any.
    public var priority: ValueSyntax?
    /// The 1-based column of the predicate's first character.
    public var column: Int
    /// The predicate as written, without surrounding spaces.
    public var text: String

    /// Creates a predicate.
    public init(relation: LayoutRelation, object: ValueSyntax, priority: ValueSyntax?, column: Int, text: String) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.column = column
        self.text = text
    }
}
