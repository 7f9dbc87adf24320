/// One tableau row: `basic = constant + Σ coefficients[i] · symbols[i]`.
///
/// Entries are unordered; the tableau finds a symbol's position through a dense scatter array
/// while it edits a row, so a merge costs the length of the two rows.
struct Row {
    var basic: Int
    var constant: Double = 0
    var symbols: [Int] = []
    var coefficients: [Double] = []

    /// The coefficient of `symbol`, or 0.
    func coefficient(of symbol: Int) -> Double {
        if let index = symbols.firstIndex(of: symbol) { return coefficients[index] }
        return 0
    }
}
