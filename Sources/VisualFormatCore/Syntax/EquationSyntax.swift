/// A parsed `X:` equation: `X:item.attr REL item.attr (*|/ value)? (+|- value)? (@ value)?`.
public struct EquationSyntax: Equatable, Sendable {
    /// `item.attribute` on one side of an equation.
    public struct Operand: Equatable, Sendable {
        /// The item's key (`superview` and `parent` name the container).
        public var item: String
        /// The column of the item's name.
        public var itemColumn: Int
        /// The attribute.
        public var attribute: LayoutAttributeName
        /// The column of the attribute's name.
        public var attributeColumn: Int

        /// Creates an operand.
        public init(item: String, itemColumn: Int, attribute: LayoutAttributeName, attributeColumn: Int) {
            self.item = item
            self.itemColumn = itemColumn
            self.attribute = attribute
            self.attributeColumn = attributeColumn
        }

        /// Whether the item is the container (`superview` or `parent`).
        public var isSuperview: Bool { item == "superview" || item == "parent" }
    }

    /// An operator and its value: `* v`, `/ v`, `+ v` or `- v`.
    public struct Term: Equatable, Sendable {
        /// The operator.
        public enum Operation: Equatable, Sendable {
            /// `*`
            case multiply
            /// `/`
            case divide
            /// `+`
            case add
            /// `-`
            case subtract
        }

        /// The operator.
        public var operation: Operation
        /// The value after it.
        public var value: ValueSyntax

        /// Creates a term.
        public init(operation: Operation, value: ValueSyntax) {
            self.operation = operation
            self.value = value
        }
    }

    /// The string as given.
    public var format: String
    /// The left-hand side (the constraint's first item).
    public var first: Operand
    /// The relation.
    public var relation: LayoutRelation
    /// The right-hand side (the constraint's second item).
    public var second: Operand
    /// `* v` or `/ v`, if present.
    public var multiplier: Term?
    /// `+ v` or `- v`, if present.
    public var constant: Term?
    /// The value after `@`, if present.
    public var priority: ValueSyntax?

    /// Creates an equation.
    public init(
        format: String, first: Operand, relation: LayoutRelation, second: Operand,
        multiplier: Term?, constant: Term?, priority: ValueSyntax?
    ) {
        self.format = format
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}
