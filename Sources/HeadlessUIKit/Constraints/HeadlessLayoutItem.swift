#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// The four solver variables of a view or layout guide: its alignment rectangle in the
/// coordinate space of its hierarchy's root (<doc:Solving#Coordinate-spaces>). A class: the layout pass
/// reads an item's variables for every view, and a reference costs one retain where four named
/// variables cost four.
final class HeadlessItemVariables: Sendable {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }
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
