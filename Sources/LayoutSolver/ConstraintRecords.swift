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

    /// Sets the constant in force; returns `requiredEntry`. Called on a record in its array, it
    /// changes the record in place, where reading the record apart would copy it.
    fileprivate mutating func setConstant(_ constant: Double) -> Int32 {
        self.constant = constant
        return requiredEntry
    }
}

/// The records of the constraints a solver holds, found by constraint identity, with the
/// required constraints also written out, in the order they were added, in a
/// `RequiredConstraintTable`. Every change goes through here, so the two always agree.
///
/// The records lie side by side in one array, in no particular order; an `IntegerMap` from each
/// constraint's address to its record's position finds them. Adding a constraint writes the
/// end of the array and one small map entry, where a dictionary of records would hash the
/// object with a seeded hash and write a record-sized slot at a random place in a large table.
struct ConstraintRecords {
    private(set) var values: [ConstraintRecord] = []
    private var positions = IntegerMap()
    private(set) var required = RequiredConstraintTable()

    /// The map's key for a constraint: its address over 16, never negative, and shared by no
    /// other live constraint, as each is longer than 16 bytes. Constraints made one after the
    /// other get nearby keys, which the map spreads over all four slots of its groups.
    @inline(__always)
    private static func key(_ identity: ObjectIdentifier) -> Int {
        Int(bitPattern: UInt(bitPattern: identity) >> 4)
    }

    subscript(key: ObjectIdentifier) -> ConstraintRecord? {
        positions[Self.key(key)].map { values[$0] }
    }

    /// Whether the constraint with identity `key` has a record.
    func contains(_ key: ObjectIdentifier) -> Bool { positions.contains(Self.key(key)) }

    var count: Int { values.count }

    /// Makes room for `capacity` records in all; the array grows at least twofold, as it would
    /// by appending, so that a run of small batches copies it a few times, not once each.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > values.capacity { values.reserveCapacity(max(capacity, 2 * values.capacity)) }
        positions.reserveCapacity(capacity)
    }

    /// Adds the record of a constraint that just entered the tableau (see `ConstraintRecord`
    /// for the fields); `symbols` starts with the tableau symbols of its expression's terms.
    mutating func add(
        _ constraint: Constraint, sequence: Int, tag: Tag, level: Int, constant: Double, isEdit: Bool,
        symbols: [(symbol: Int, coefficient: Double)]
    ) {
        let entry = level < 0 ? required.append(constraint, constant: constant, symbols: symbols) : -1
        positions.set(values.count, for: Self.key(ObjectIdentifier(constraint)))
        values.append(ConstraintRecord(
            constraint: constraint, sequence: sequence, tag: tag, level: level, constant: constant, isEdit: isEdit,
            requiredEntry: entry))
    }

    /// Removes the record of the constraint with identity `key`, if there is one.
    mutating func remove(_ key: ObjectIdentifier) {
        let mapKey = Self.key(key)
        guard let position = positions[mapKey] else { return }
        positions.remove(mapKey)
        let record = values[position]
        // The last record takes the removed one's place.
        let last = values.count - 1
        if position != last {
            values.swapAt(position, last)
            positions.set(position, for: Self.key(ObjectIdentifier(values[position].constraint)))
        }
        values.removeLast()
        guard record.requiredEntry >= 0 else { return }
        required.kill(record.requiredEntry)
        if required.needsCompaction {
            for (key, entry) in required.compact() { values[positions[Self.key(key)]!].requiredEntry = entry }
        }
    }

    /// Sets the constant in force of the constraint with identity `key`, which has a record.
    mutating func setConstant(_ constant: Double, of key: ObjectIdentifier) {
        let entry = values[positions[Self.key(key)]!].setConstant(constant)
        if entry >= 0 { required.setConstant(constant, of: entry) }
    }
}
