/// For one reader, the symbols whose values may have moved since the reader last took them:
/// each listed once, or everything at once (a rollback, a new tableau).
struct ChangeLog {
    private(set) var symbols: [Int] = []
    private var isListed: [Bool] = []
    private(set) var isEverything = true

    mutating func appendSymbol() {
        isListed.append(false)
    }

    /// Makes room for `count` symbols.
    mutating func reserveSymbols(_ count: Int) {
        isListed.reserveCapacity(count)
    }

    mutating func removeLastSymbols(_ count: Int) {
        isListed.removeLast(count)
        symbols.removeAll { $0 >= isListed.count }
    }

    /// Notes that the value of `symbol` may have moved.
    @inline(__always)
    mutating func note(_ symbol: Int) {
        guard !isEverything, !isListed[symbol] else { return }
        isListed[symbol] = true
        symbols.append(symbol)
    }

    /// Notes that every value may have moved.
    mutating func noteEverything() {
        isEverything = true
        clearList()
    }

    /// The symbols noted since the last call, or nil for every symbol; starts a new log.
    mutating func take() -> [Int]? {
        defer {
            isEverything = false
            clearList()
        }
        return isEverything ? nil : symbols
    }

    private mutating func clearList() {
        for symbol in symbols { isListed[symbol] = false }
        symbols.removeAll(keepingCapacity: true)
    }
}
