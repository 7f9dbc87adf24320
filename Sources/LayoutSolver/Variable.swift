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

    /// An unnamed variable with an id from `reserveIDs(alignedBlockOf:)`.
    package init(reservedID id: Int) {
        self.id = id
        self.name = nil
    }

    /// Takes `count` fresh consecutive ids, the first a multiple of `count` (a power of two), and
    /// returns the first: a client that keeps variables in blocks finds a variable's block by
    /// dividing its id, and can store one id for the whole block.
    package static func reserveIDs(alignedBlockOf count: Int) -> Int {
        VariableIDs.reserve(alignedBlockOf: count)
    }
}

/// The source of process-wide variable ids.
private enum VariableIDs {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// The first of `count` fresh consecutive ids, a multiple of `count` (a power of two).
    static func reserve(alignedBlockOf count: Int) -> Int {
        precondition(count > 0 && count & (count - 1) == 0, "a block of ids is a power of two long")
        var last = counter.load(ordering: .relaxed)
        while true {
            let first = (last + count) & ~(count - 1)
            let (exchanged, seen) = counter.compareExchange(expected: last, desired: first + count - 1, ordering: .relaxed)
            if exchanged { return first }
            last = seen
        }
    }
}
