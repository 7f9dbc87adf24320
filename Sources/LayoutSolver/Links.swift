/// Rows of external variables may refer to other basic external variables ("links") instead of
/// holding their expansions.
///
/// In a chain of views each position is the previous one plus a height, so a fully expanded
/// tableau writes the n-th position in terms of every earlier height's parameters: rows grow
/// with n, and every pivot near the top rewrites all of them. Kept as links, each position's row
/// stays as short as its own constraint. Restricted rows and the objective never hold links, so
/// the simplex steps read exactly the rows they read before; new rows, values and the rare pivot
/// on an external row expand the links they need.
///
/// A link always points to a symbol of lower rank (ranks grow as symbols become basic), which
/// keeps links free of cycles and lets an expansion visit each linked row once, highest rank
/// first, after every coefficient that reaches it has been summed.
struct Links {
    /// Per symbol: the rank it got when it last became basic.
    var ranks: [Int] = []
    var nextRank = 0

    // MARK: Expansion scratch
    /// Per symbol: the coefficient of a linked symbol still to expand, and whether it has one.
    var pending: [Double] = []
    var isPending: [Bool] = []
    /// Pending symbols, highest rank first.
    var heap = MinHeap<Pending>()
    /// The pending symbol when it is the only one, kept out of the (then empty) heap: expanding
    /// a chain of links has one pending symbol at a time.
    var onlyPending: Int = -1

    /// A pending symbol, ordered so that the highest rank comes first.
    struct Pending: Comparable {
        let negatedRank: Int
        let symbol: Int
        static func < (left: Pending, right: Pending) -> Bool { left.negatedRank < right.negatedRank }
    }

    // MARK: Remembered values
    /// Per symbol: the value of a basic symbol, valid while its stamp is `epoch` (a changed row
    /// resets the stamps it reaches; a rollback moves the epoch on, forgetting them all). Stamp
    /// and value side by side: reading a value takes one cache line, not two.
    var remembered: [RememberedValue] = []
    var epoch = 1
    /// Scratch for the walks that compute and forget values (no recursion: chains are deep).
    var stack: [Int] = []

    // MARK: Changed values
    /// Per symbol: the variable id of an external symbol, or -1.
    var externalIDs: [Int] = []
    /// External symbols whose values may have moved, for `Solver.takeChangedVariableIDs()`
    /// and for the rounding check, which read them at different times.
    var changes = ChangeLog()
    var uncheckedChanges = ChangeLog()

    mutating func appendSymbol() {
        ranks.append(0)
        pending.append(0)
        isPending.append(false)
        remembered.append(RememberedValue())
        externalIDs.append(-1)
        changes.appendSymbol()
        uncheckedChanges.appendSymbol()
    }

    /// Gives every per-symbol array room for `count` symbols.
    mutating func reserveSymbols(_ count: Int) {
        ranks.reserveCapacity(count)
        pending.reserveCapacity(count)
        isPending.reserveCapacity(count)
        remembered.reserveCapacity(count)
        externalIDs.reserveCapacity(count)
        changes.reserveSymbols(count)
        uncheckedChanges.reserveSymbols(count)
    }

    mutating func removeLastSymbols(_ count: Int) {
        ranks.removeLast(count)
        pending.removeLast(count)
        isPending.removeLast(count)
        remembered.removeLast(count)
        externalIDs.removeLast(count)
        changes.removeLastSymbols(count)
        uncheckedChanges.removeLastSymbols(count)
    }

    /// Forgets every remembered value; every value may have changed.
    @inline(__always)
    mutating func valuesChanged() {
        epoch &+= 1
        markAllChanged()
    }

    /// Notes that every value may have moved (the remembered ones stay right).
    mutating func markAllChanged() {
        changes.noteEverything()
        uncheckedChanges.noteEverything()
    }

    /// Notes that the value of `symbol` may have moved.
    @inline(__always)
    mutating func noteChange(_ symbol: Int) {
        guard externalIDs[symbol] >= 0 else { return }
        changes.note(symbol)
        uncheckedChanges.note(symbol)
    }

    /// The variable ids in the list for `Solver.takeChangedVariableIDs()` (nil for all of
    /// them), starting a new list.
    mutating func takeChangedIDs() -> [Int]? {
        Self.take(&changes)?.map { externalIDs[$0] }
    }

    /// The external symbols in the list for the rounding check (nil for all), starting a new
    /// list.
    mutating func takeUncheckedChangedSymbols() -> [Int]? {
        Self.take(&uncheckedChanges)
    }

    private static func take(_ log: inout ChangeLog) -> [Int]? {
        // Asked for after every view a layout round visits: nothing to take is the common case.
        if !log.isEverything && log.symbols.isEmpty { return [] }
        return log.take()
    }

    /// Adds `coefficient` to the pending expansion of `symbol`.
    mutating func addPending(_ symbol: Int, _ coefficient: Double) {
        if isPending[symbol] {
            pending[symbol] += coefficient
            return
        }
        isPending[symbol] = true
        pending[symbol] = coefficient
        if onlyPending < 0 && heap.isEmpty {
            onlyPending = symbol
            return
        }
        if onlyPending >= 0 {
            heap.insert(Pending(negatedRank: -ranks[onlyPending], symbol: onlyPending))
            onlyPending = -1
        }
        heap.insert(Pending(negatedRank: -ranks[symbol], symbol: symbol))
    }

    /// Takes the pending symbol of highest rank and its summed coefficient.
    mutating func popHighestRank() -> (symbol: Int, coefficient: Double)? {
        let top: Int
        if onlyPending >= 0 {
            top = onlyPending
            onlyPending = -1
        } else {
            guard let first = heap.removeMin()?.symbol else { return nil }
            top = first
        }
        isPending[top] = false
        let coefficient = pending[top]
        pending[top] = 0
        return (top, coefficient)
    }
}

/// A symbol's remembered value and the epoch it was computed in (see `Links.remembered`).
struct RememberedValue {
    var stamp = 0
    var value = 0.0
}
