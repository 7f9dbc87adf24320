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

    /// Sets the constant in force; returns `requiredEntry`. Called on a record in its
    /// dictionary, it changes the record in place, where reading the entry apart would copy it.
    fileprivate mutating func setConstant(_ constant: Double) -> Int32 {
        self.constant = constant
        return requiredEntry
    }
}

/// The records of the constraints a solver holds, by constraint identity, with the required
/// constraints also written out, in the order they were added, in a `RequiredConstraintTable`.
/// Every change goes through here, so the two always agree.
struct ConstraintRecords {
    private(set) var byIdentity: [ObjectIdentifier: ConstraintRecord] = [:]
    private(set) var required = RequiredConstraintTable()

    subscript(key: ObjectIdentifier) -> ConstraintRecord? { byIdentity[key] }

    var values: Dictionary<ObjectIdentifier, ConstraintRecord>.Values { byIdentity.values }

    var count: Int { byIdentity.count }

    mutating func reserveCapacity(_ capacity: Int) { byIdentity.reserveCapacity(capacity) }

    /// Adds the record of a constraint that just entered the tableau (see `ConstraintRecord`
    /// for the fields); `symbols` starts with the tableau symbols of its expression's terms.
    mutating func add(
        _ constraint: Constraint, sequence: Int, tag: Tag, level: Int, constant: Double, isEdit: Bool,
        symbols: [(symbol: Int, coefficient: Double)]
    ) {
        // The record is made here, complete, and moved into the dictionary: one changed after it
        // was made would be copied first.
        let entry = level < 0 ? required.append(constraint, constant: constant, symbols: symbols) : -1
        byIdentity[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, sequence: sequence, tag: tag, level: level, constant: constant, isEdit: isEdit,
            requiredEntry: entry)
    }

    /// Removes the record of the constraint with identity `key`, if there is one.
    mutating func remove(_ key: ObjectIdentifier) {
        guard let record = byIdentity.removeValue(forKey: key) else { return }
        guard record.requiredEntry >= 0 else { return }
        required.kill(record.requiredEntry)
        if required.needsCompaction {
            for (key, entry) in required.compact() { byIdentity[key]!.requiredEntry = entry }
        }
    }

    /// Sets the constant in force of the constraint with identity `key`, which has a record.
    mutating func setConstant(_ constant: Double, of key: ObjectIdentifier) {
        let entry = byIdentity[key]!.setConstant(constant)
        if entry >= 0 { required.setConstant(constant, of: entry) }
    }
}
