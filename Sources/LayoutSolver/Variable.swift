import Synchronization

/// A real-valued unknown of a constraint system.
///
/// A variable is a cheap value handle: an integer id plus an optional debug name. It belongs to
/// no solver; any number of solvers may use it, and each keeps its own value for it.
/// Two variables are equal when their ids are equal.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The process-wide unique id of this variable.
    public let id: Int
    /// A name used in descriptions and error messages; it plays no part in solving.
    public let name: String?

    /// Creates a variable with a fresh id.
    /// - Parameter name: An optional debug name.
    public init(_ name: String? = nil) {
        self.id = VariableIDs.next()
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name, or `v` followed by the id when the variable has none.
    public var description: String { name ?? "v\(id)" }
}

/// The source of process-wide variable ids.
private enum VariableIDs {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
