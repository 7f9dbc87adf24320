/// A parsed Visual Format Language string such as `H:|-[a(>=50)]-(8@750)-[b]-|`.
public struct LayoutSyntax: Equatable, Sendable {
    /// The axis of a format string.
    public enum Orientation: Equatable, Sendable {
        /// `H:` (the default): leading/trailing (or left/right) and widths.
        case horizontal
        /// `V:`: top/bottom and heights.
        case vertical
    }

    /// The string as given.
    public var format: String
    /// The axis.
    public var orientation: Orientation
    /// Whether the string spelled its orientation (`H:`/`V:`) rather than defaulting to `H`.
    public var hasExplicitOrientation: Bool
    /// The connection after an opening `|`, or nil when the string does not open with `|`.
    public var leadingConnection: ConnectionSyntax?
    /// The views in order; never empty.
    public var views: [ViewSyntax]
    /// The connections between consecutive views (`views.count - 1` of them).
    public var connections: [ConnectionSyntax]
    /// The connection before a closing `|`, or nil when the string does not close with `|`.
    public var trailingConnection: ConnectionSyntax?

    /// Creates a layout string's syntax.
    public init(
        format: String, orientation: Orientation, hasExplicitOrientation: Bool,
        leadingConnection: ConnectionSyntax?, views: [ViewSyntax], connections: [ConnectionSyntax],
        trailingConnection: ConnectionSyntax?
    ) {
        self.format = format
        self.orientation = orientation
        self.hasExplicitOrientation = hasExplicitOrientation
        self.leadingConnection = leadingConnection
        self.views = views
        self.connections = connections
        self.trailingConnection = trailingConnection
    }
}

/// The space between two items of a format string.
public struct ConnectionSyntax: Equatable, Sendable {
    /// The three spellings of a connection.
    public enum Kind: Equatable, Sendable {
        /// No `-`: the items touch.
        case flush
        /// A lone `-`: standard spacing.
        case standard
        /// `-N-`, `-name-` or `-(predicates)-`.
        case explicit([PredicateSyntax])
    }

    /// Which spelling.
    public var kind: Kind
    /// The column of the first `-`, or of the next item for a flush connection.
    public var column: Int
    /// The connection as written, without surrounding spaces (empty for flush).
    public var text: String

    /// Creates a connection.
    public init(kind: Kind, column: Int, text: String) {
        self.kind = kind
        self.column = column
        self.text = text
    }
}

/// One view of a format string: `[name]` or `[name(predicates)]`.
public struct ViewSyntax: Equatable, Sendable {
    /// The view's key.
    public var name: String
    /// The column of `[`.
    public var column: Int
    /// The column of the name's first character.
    public var nameColumn: Int
    /// The size predicates, in order.
    public var predicates: [PredicateSyntax]

    /// Creates a view.
    public init(name: String, column: Int, nameColumn: Int, predicates: [PredicateSyntax]) {
        self.name = name
        self.column = column
        self.nameColumn = nameColumn
        self.predicates = predicates
    }
}
