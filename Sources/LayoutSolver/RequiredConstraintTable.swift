/// The required constraints a solver holds, written out in flat arrays for checking the
/// solution against them: each term's variable is already its tableau symbol, and the terms of
/// all constraints lie one after another. The rounding check reads them in order instead of
/// visiting each constraint's record, object and term array, which a layout of thousands of
/// views would have to fetch from memory one by one.
///
/// Entries are appended as constraints enter and marked dead as they leave; the dead ones are
/// dropped once they outnumber the live ones, which renumbers the entries. Entries keep the order
/// the constraints were added in: a check then reads the tableau's rows roughly in the order they
/// were made, close together in memory (the records' dictionary has a random order, which made
/// the check of a large layout several times slower).
struct RequiredConstraintTable {
    /// One required constraint: `constant + Σ coefficient · symbol` related to 0 by `relation`.
    struct Entry {
        /// The identity of the constraint, to renumber its record when dead entries are dropped.
        let key: ObjectIdentifier
        /// Where the entry's terms start in `terms`.
        var start: Int32
        /// How many terms the entry has.
        let count: Int32
        let relation: Relation
        /// False once the constraint left the solver.
        var isLive = true
        /// The constant in force.
        var constant: Double

        /// Where the entry's terms lie in `terms`.
        var termRange: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
    }

    /// A term of an entry: a coefficient, as the constraint's expression has it, times the
    /// tableau symbol of its variable.
    struct Term {
        let symbol: Int32
        let coefficient: Double
    }

    private(set) var entries: [Entry] = []
    /// The terms of every entry, entry after entry.
    private(set) var terms: [Term] = []
    private(set) var deadCount = 0

    /// Appends a required constraint with its constant in force; `symbols` starts with the
    /// tableau symbols of its expression's terms, in order. Returns its entry's number.
    mutating func append(
        _ constraint: Constraint, constant: Double, symbols: [(symbol: Int, coefficient: Double)]
    ) -> Int32 {
        let expressionTerms = constraint.expression.terms
        entries.append(Entry(key: ObjectIdentifier(constraint), start: Int32(terms.count),
                             count: Int32(expressionTerms.count), relation: constraint.relation, constant: constant))
        for index in expressionTerms.indices {
            terms.append(Term(symbol: Int32(truncatingIfNeeded: symbols[index].symbol),
                              coefficient: expressionTerms[index].coefficient))
        }
        return Int32(entries.count - 1)
    }

    /// Marks an entry dead.
    mutating func kill(_ entry: Int32) {
        entries[Int(entry)].isLive = false
        deadCount += 1
    }

    mutating func setConstant(_ constant: Double, of entry: Int32) {
        entries[Int(entry)].constant = constant
    }

    /// Whether dead entries outnumber the live ones (and are enough to be worth dropping).
    var needsCompaction: Bool { deadCount > 64 && 2 * deadCount > entries.count }

    /// Drops the dead entries. Returns the key and new number of each entry that moved.
    mutating func compact() -> [(key: ObjectIdentifier, entry: Int32)] {
        var moved: [(key: ObjectIdentifier, entry: Int32)] = []
        var kept = 0, keptTerms = 0
        for index in entries.indices where entries[index].isLive {
            var entry = entries[index]
            let start = Int(entry.start)
            for offset in 0..<Int(entry.count) { terms[keptTerms + offset] = terms[start + offset] }
            entry.start = Int32(keptTerms)
            keptTerms += Int(entry.count)
            entries[kept] = entry
            if kept != index { moved.append((entry.key, Int32(kept))) }
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        terms.removeLast(terms.count - keptTerms)
        deadCount = 0
        return moved
    }
}
