/// A row under construction: `basic = constant + Σ coefficients[i] · symbols[i]`, built from a
/// constraint before it enters the tableau (which keeps it as a `StoredRow`).
///
/// Entries are unordered; the tableau finds a symbol's position through a dense scatter array
/// while it edits a row, so a merge costs the length of the two rows.
struct Row {
    var basic: Int
    var constant: Double = 0
    var symbols: [Int] = []
    var coefficients: [Double] = []

    init(basic: Int, constant: Double = 0) {
        self.basic = basic
        self.constant = constant
    }

    /// An empty row with room for `capacity` entries, so that building it does not reallocate.
    init(basic: Int, constant: Double, capacity: Int) {
        self.init(basic: basic, constant: constant)
        symbols.reserveCapacity(capacity)
        coefficients.reserveCapacity(capacity)
    }

    /// The coefficient of `symbol`, or 0.
    func coefficient(of symbol: Int) -> Double {
        if let index = symbols.firstIndex(of: symbol) { return coefficients[index] }
        return 0
    }

    /// Makes room for `count` entries in all, keeping the arrays' geometric growth.
    mutating func reserve(_ count: Int) {
        guard count > symbols.capacity || count > coefficients.capacity else { return }
        let capacity = max(count, 2 * symbols.count)
        symbols.reserveCapacity(capacity)
        coefficients.reserveCapacity(capacity)
    }

    /// Moves the row out, leaving an empty row without a basic symbol in its place.
    mutating func take() -> Row {
        var taken = Row(basic: -1)
        swap(&taken, &self)
        return taken
    }
}
