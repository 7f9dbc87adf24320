#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// The view or layout guide behind each solver variable, so that the variables a solver reports
/// as moved lead to the views a layout round must visit.
///
/// Entries hold their items weakly; entries of items that are gone are dropped whenever the
/// table has doubled since it was last cleaned, so the table stays proportional to the items alive.
@MainActor enum HeadlessVariableOwners {
    /// A view or a layout guide, held weakly. The four variables of an item share one owner, so
    /// that the item has one weak reference and copying an entry (looking it up, cleaning the
    /// table) retains the owner instead of copying a weak reference.
    nonisolated final class Owner {
        private weak var item: AnyObject?

        init(view: UIView) { item = view }
        init(guide: UILayoutGuide) { item = guide }

        /// The view, if the owner is a view that is still alive.
        var view: UIView? { item as? UIView }
        /// The layout guide, if the owner is a guide that is still alive.
        var guide: UILayoutGuide? { item as? UILayoutGuide }
        /// Whether the item is still alive.
        var isAlive: Bool { item != nil }
    }

    private static var owners: [Int: Owner] = [:]
    private static var countAfterCleaning = 0

    /// Records `owner` as the item behind the four variables.
    static func register(_ variables: HeadlessItemVariables, _ owner: Owner) {
        // Room for every entry until the next cleaning, so that the table never grows in between.
        if owners.capacity < cleaningThreshold + 4 { owners.reserveCapacity(cleaningThreshold + 4) }
        owners[variables.minX.id] = owner
        owners[variables.minY.id] = owner
        owners[variables.width.id] = owner
        owners[variables.height.id] = owner
        if owners.count > cleaningThreshold {
            owners = owners.filter(isAlive)
            countAfterCleaning = owners.count
        }
    }

    /// Whether the item of a table entry is still alive. Not isolated, unlike a closure written
    /// in `register`, which would check its executor for every entry of the table.
    private nonisolated static func isAlive(_ entry: (key: Int, value: Owner)) -> Bool {
        entry.value.isAlive
    }

    /// The size beyond which the table drops the entries of items that are gone: at least
    /// 16,384 entries (a few hundred kilobytes), so that a cleaning, which reads every entry,
    /// comes once every few screens and reads each entry about once.
    private static var cleaningThreshold: Int { max(16384, 2 * countAfterCleaning) }

    /// The item behind the variable with id `id`, if it is still alive.
    static func owner(of id: Int) -> Owner? {
        owners[id]
    }
}
#endif
