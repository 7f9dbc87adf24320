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

/// The records of the constraints a solver holds, found by constraint identity (see
/// `KeyedValues`), with the required constraints also written out, in the order they were
/// added, in a `RequiredConstraintTable`. Every change goes through here, so the two always
/// agree.
struct ConstraintRecords {
    private var table = KeyedValues<ConstraintRecord>()
    private(set) var required = RequiredConstraintTable()

    /// The key of a constraint: its address over 16, never negative, and shared by no other live
    /// constraint, as each is longer than 16 bytes. Constraints made one after the other get
    /// nearby keys, which the map spreads over all four slots of its groups.
    @inline(__always)
    private static func key(_ identity: ObjectIdentifier) -> Int {
        Int(bitPattern: UInt(bitPattern: identity) >> 4)
    }

    /// The records, in no particular order.
    var values: [ConstraintRecord] { table.values }

    subscript(key: ObjectIdentifier) -> ConstraintRecord? { table[Self.key(key)] }

    /// Whether the constraint with identity `key` has a record.
    func contains(_ key: ObjectIdentifier) -> Bool { table.contains(Self.key(key)) }

    var count: Int { table.count }

    mutating func reserveCapacity(_ capacity: Int) { table.reserveCapacity(capacity) }

    /// Adds the record of a constraint that just entered the tableau (see `ConstraintRecord`
    /// for the fields); `symbols` starts with the tableau symbols of its expression's terms.
    mutating func add(
        _ constraint: Constraint, sequence: Int, tag: Tag, level: Int, constant: Double, isEdit: Bool,
        symbols: [(symbol: Int, coefficient: Double)]
    ) {
        let entry = level < 0 ? required.append(constraint, constant: constant, symbols: symbols) : -1
        table.append(
            ConstraintRecord(constraint: constraint, sequence: sequence, tag: tag, level: level, constant: constant,
                             isEdit: isEdit, requiredEntry: entry),
            for: Self.key(ObjectIdentifier(constraint)))
    }

    /// Removes the record of the constraint with identity `key`, if there is one.
    mutating func remove(_ key: ObjectIdentifier) {
        guard let record = table.removeValue(for: Self.key(key)), record.requiredEntry >= 0 else { return }
        required.kill(record.requiredEntry)
        if required.needsCompaction {
            for (key, entry) in required.compact() {
                table[position: table.position(of: Self.key(key))!].requiredEntry = entry
            }
        }
    }

    /// Sets the constant in force of the constraint with identity `key`, which has a record.
    mutating func setConstant(_ constant: Double, of key: ObjectIdentifier) {
        let entry = table[position: table.position(of: Self.key(key))!].setConstant(constant)
        if entry >= 0 { required.setConstant(constant, of: entry) }
    }
}
