/// The relation of a predicate or equation.
public enum LayoutRelation: Equatable, Hashable, Sendable {
    /// `==`
    case equal
    /// `<=`
    case lessThanOrEqual
    /// `>=`
    case greaterThanOrEqual

    /// The relation spelled `==`, `<=` or `>=`, or nil.
    init?(spelling: String) {
        switch spelling {
        case "==": self = .equal
        case "<=": self = .lessThanOrEqual
        case ">=": self = .greaterThanOrEqual
        default: return nil
        }
    }

    /// `==`, `<=` or `>=`.
    public var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
