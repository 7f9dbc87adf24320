#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// The four solver variables of a view or layout guide: its alignment rectangle in the
/// coordinate space of its hierarchy's root (<doc:Solving#Coordinate-spaces>).
///
/// A value of one id, kept inside its item: the variables' ids are four consecutive ids starting
/// at a multiple of four, so the layout pass reads them without a reference to follow or retain,
/// and the item behind any of them is found by its block (`HeadlessVariableOwners`).
///
/// The variables have no names: building four names for every item cost more than the rest of
/// the item's first translation, and no log or description prints a variable.
struct HeadlessItemVariables: Sendable {
    /// The id of `minX`; `minY`, `width` and `height` have the three ids after it.
    let first: Int

    /// Fresh variables for the item behind `owner`, registered as its.
    @MainActor init(owner: HeadlessItemReference) {
        first = Variable.reserveIDs(alignedBlockOf: Self.count)
        HeadlessVariableOwners.register(self, owner)
    }

    var minX: Variable { Variable(reservedID: first) }
    var minY: Variable { Variable(reservedID: first + 1) }
    var width: Variable { Variable(reservedID: first + 2) }
    var height: Variable { Variable(reservedID: first + 3) }

    /// How many variables an item has.
    static let count = 4

    /// The block of the item that owns the variable with id `id`, if an item does: the same for
    /// the four variables of an item.
    static func block(of id: Int) -> Int { id / count }
}

/// What views and layout guides share as items of constraints.
@MainActor protocol HeadlessLayoutItem: AnyObject {
    /// The item's solver variables.
    var itemVariables: HeadlessItemVariables { get }
    /// The view that stands for the item in the hierarchy: the view itself, or a guide's owner.
    var hierarchyView: UIView? { get }
    /// The item as descriptions print it: `UIView:0x3`.
    var debugName: String { get }
}
#endif
