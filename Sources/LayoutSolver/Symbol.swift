/// The kind of a tableau symbol.
enum SymbolKind: UInt8 {
    /// Stands for a user variable; unrestricted in sign.
    case external
    /// The non-negative slack of an inequality.
    case slack
    /// The non-negative violation of an optional constraint; it carries a cost.
    case error
    /// The marker of a required equality; always zero, never enters the basis.
    case dummy

    /// Whether the symbol must stay non-negative.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// The symbols that tie one constraint to the tableau.
struct Tag {
    /// Identifies the constraint's row: a slack, a dummy or the positive error.
    var marker: Int
    /// The second error symbol of an optional constraint, or `-1`.
    var other: Int

    /// Calls `body` with `marker`, then with `other` when there is one; unlike a loop over an
    /// array literal of the two, it allocates nothing (this runs once per constraint entered).
    @inline(__always)
    func forEachSymbol(_ body: (Int) -> Void) {
        body(marker)
        if other >= 0 { body(other) }
    }
}
