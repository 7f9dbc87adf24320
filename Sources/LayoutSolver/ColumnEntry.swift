/// Packs a column entry: the slot of a row that contains the column's symbol, and a hint at
/// the symbol's position in that row. The hint is checked before use; a stale one costs a scan.
enum ColumnEntry {
    private static let positionBits = 20
    private static let positionMask = (1 << positionBits) - 1

    /// The entry for `slot` with the symbol at `position` (saturated for very long rows).
    @inline(__always)
    static func make(slot: Int, position: Int) -> Int {
        slot << positionBits | min(position, positionMask)
    }

    /// The row slot of an entry.
    @inline(__always)
    static func slot(_ entry: Int) -> Int { entry >> positionBits }

    /// The position hint of an entry.
    @inline(__always)
    static func hint(_ entry: Int) -> Int { entry & positionMask }
}
