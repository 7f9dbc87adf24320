#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// The four solver variables of a view or layout guide: its alignment rectangle in the
/// coordinate space of its hierarchy's root (<doc:Solving#Coordinate-spaces>). A class: the layout pass
/// reads an item's variables for every view, and a reference costs one retain where four named
/// variables cost four.
///
/// The variables have no names: building four names for every item cost more than the rest of
/// the item's first translation, and no log or description prints a variable. The item behind a
/// variable is in `HeadlessVariableOwners`.
final class HeadlessItemVariables: Sendable {
    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()
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
