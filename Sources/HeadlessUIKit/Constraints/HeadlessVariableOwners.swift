#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// The view or layout guide behind each solver variable, so that the variables a solver reports
/// as moved lead to the views a layout round must visit.
///
/// Entries hold the items' references (`HeadlessItemReference`), not the items; entries of items
/// that are gone are dropped whenever the table has doubled since it was last cleaned, so the
/// table stays proportional to the items alive. An item has one entry, under the block of its
/// four variables (`HeadlessItemVariables.block(of:)`).
@MainActor enum HeadlessVariableOwners {
    /// Read for every item a layout pass finds moved; no access spans a call that reaches it
    /// again, so it skips the runtime exclusivity checks.
    @exclusivity(unchecked) private static var owners: [Int: HeadlessItemReference] = [:]
    private static var countAfterCleaning = 0

    /// Records `owner` as the item behind the four variables.
    static func register(_ variables: HeadlessItemVariables, _ owner: HeadlessItemReference) {
        // Room for every entry until the next cleaning, so that the table never grows in between.
        if owners.capacity < cleaningThreshold + 1 { owners.reserveCapacity(cleaningThreshold + 1) }
        owners[HeadlessItemVariables.block(of: variables.first)] = owner
        if owners.count > cleaningThreshold {
            owners = owners.filter(isAlive)
            countAfterCleaning = owners.count
        }
    }

    /// Whether the item of a table entry is still alive. Not isolated, unlike a closure written
    /// in `register`, which would check its executor for every entry of the table.
    private nonisolated static func isAlive(_ entry: (key: Int, value: HeadlessItemReference)) -> Bool {
        entry.value.isAlive
    }

    /// The size beyond which the table drops the entries of items that are gone: at least
    /// 16,384 items (a few hundred kilobytes), so that a cleaning, which reads every entry,
    /// comes once every few screens and reads each entry about once.
    private static var cleaningThreshold: Int { max(16384, 2 * countAfterCleaning) }

    /// The item whose variables make the block `block` (`HeadlessItemVariables.block(of:)`),
    /// if it is still alive.
    static func owner(ofBlock block: Int) -> HeadlessItemReference? {
        owners[block]
    }
}
#endif
