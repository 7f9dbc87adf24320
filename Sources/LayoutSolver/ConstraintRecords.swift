/// What the solver keeps about one constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    let sequence: Int
    /// The symbols that tie the constraint to the tableau.
    var tag: Tag
    /// The objective level of an optional constraint; -1 for a required one.
    let level: Int
    /// The constant currently in force (the constraint's own, or a later `setConstant`).
    var constant: Double
    /// Whether the constraint carries an edit variable's suggested value.
    var isEdit = false
    /// A required constraint's entry in `RequiredConstraintTable`; -1 for an optional one.
    fileprivate(set) var requiredEntry: Int32 = -1
}

/// The records of the constraints a solver holds, by constraint identity, with the required
/// constraints also written out in a `RequiredConstraintTable` once that is started. Every change
/// goes through here, so the two always agree.
struct ConstraintRecords {
    private(set) var byIdentity: [ObjectIdentifier: ConstraintRecord] = [:]
    /// The required constraints in flat form, kept from `startRequiredTable(symbol:)` on.
    private(set) var required: RequiredConstraintTable?

    subscript(key: ObjectIdentifier) -> ConstraintRecord? { byIdentity[key] }

    var values: Dictionary<ObjectIdentifier, ConstraintRecord>.Values { byIdentity.values }

    var count: Int { byIdentity.count }

    mutating func reserveCapacity(_ capacity: Int) { byIdentity.reserveCapacity(capacity) }

    /// Adds the record of a constraint that just entered the tableau (see `ConstraintRecord`
    /// for the fields); `symbol` gives the tableau symbol of its expression's term at each index.
    mutating func add(
        _ constraint: Constraint, sequence: Int, tag: Tag, level: Int, constant: Double, isEdit: Bool,
        symbol: (Int) -> Int
    ) {
        // The record is made here, complete, and moved into the dictionary: one changed after it
        // was made would be copied first.
        let entry = level < 0 && required != nil ? required!.append(constraint, constant: constant, symbol: symbol) : -1
        byIdentity[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, sequence: sequence, tag: tag, level: level, constant: constant, isEdit: isEdit,
            requiredEntry: entry)
    }

    /// Writes the required constraints held so far into a new `required` table, to be kept up
    /// to date from now on; `symbol` gives the tableau symbol of a variable.
    ///
    /// Entries go in the order the constraints were added, as later ones are appended: a check
    /// then reads the tableau's rows roughly in the order they were made, which keeps its reads
    /// close together in memory (the dictionary's order is random and made a check of a large
    /// layout several times slower).
    mutating func startRequiredTable(symbol: (Variable) -> Int) {
        var table = RequiredConstraintTable()
        var order: [(sequence: Int, index: Dictionary<ObjectIdentifier, ConstraintRecord>.Index)] = []
        // Walked by index, not by `indices`, which would hold a second reference to the
        // storage and make the writes below copy the whole dictionary.
        var index = byIdentity.values.startIndex
        while index != byIdentity.values.endIndex {
            if byIdentity.values[index].level < 0 { order.append((byIdentity.values[index].sequence, index)) }
            byIdentity.values.formIndex(after: &index)
        }
        order.sort { $0.sequence < $1.sequence }
        for (_, index) in order {
            let (constraint, constant) = (byIdentity.values[index].constraint, byIdentity.values[index].constant)
            let terms = constraint.expression.terms
            byIdentity.values[index].requiredEntry = table.append(constraint, constant: constant) {
                symbol(terms[$0].variable)
            }
        }
        required = table
    }

    /// Removes the record of the constraint with identity `key`, if there is one.
    mutating func remove(_ key: ObjectIdentifier) {
        guard let record = byIdentity.removeValue(forKey: key) else { return }
        guard record.requiredEntry >= 0 else { return }
        required!.kill(record.requiredEntry)
        if required!.needsCompaction {
            for (key, entry) in required!.compact() { byIdentity[key]!.requiredEntry = entry }
        }
    }

    /// Sets the constant in force of the constraint with identity `key`, which has a record.
    mutating func setConstant(_ constant: Double, of key: ObjectIdentifier) {
        let index = byIdentity.index(forKey: key)!
        byIdentity.values[index].constant = constant
        let entry = byIdentity.values[index].requiredEntry
        if entry >= 0 { required!.setConstant(constant, of: entry) }
    }
}
