/// The tableau's rows by slot, in unsafe memory, so that reading or writing a row costs no
/// uniqueness check (slots are still checked against the count).
///
/// The table is a class: copying a `Tableau` shares it (see `Tableau.copied()`). Its state is
/// reached only through its tableau, so its properties skip the runtime exclusivity checks.
final class RowTable {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<StoredRow>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity = 0

    init() {
        base = .allocate(capacity: 0)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var indices: Range<Int> { 0..<count }

    /// The row at `slot`.
    @inline(__always)
    subscript(slot: Int) -> StoredRow {
        get {
            precondition(UInt(bitPattern: slot) < UInt(bitPattern: count), "row slot out of range")
            return base[slot]
        }
        _modify {
            precondition(UInt(bitPattern: slot) < UInt(bitPattern: count), "row slot out of range")
            yield &base[slot]
        }
    }

    /// Adds a row in a new slot.
    func append(_ row: StoredRow) {
        if count == capacity { grow(to: max(64, 2 * capacity)) }
        (base + count).initialize(to: row)
        count += 1
    }

    /// Drops the rows of the last `removed` slots (their entries are the caller's to release).
    func removeLast(_ removed: Int) {
        precondition(removed >= 0 && removed <= count, "removing more rows than there are")
        count -= removed
        (base + count).deinitialize(count: removed)
    }

    /// Makes room for `extra` more rows in one step.
    func reserve(extra: Int) {
        if count + extra > capacity { grow(to: max(count + extra, 2 * capacity)) }
    }

    private func grow(to newCapacity: Int) {
        let newBase = UnsafeMutablePointer<StoredRow>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
