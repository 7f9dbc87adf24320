#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// The solver variables whose values may have moved since the layout pass last read them, as
/// the solver reports them, so that the top-down walk recomputes frames only where the solution
/// moved: a change to one cell of a long feed costs that cell's views, not the feed's.
///
/// Reports taken while a walk runs (a `layoutSubviews()` that deactivates a constraint changes
/// the solution at once) also count for the next walk, which visits what the current one had
/// passed already.
struct HeadlessMovedVariables {
    private var all = true
    private var ids: Set<Int> = []
    private var isWalking = false
    private var allLate = false
    private var lateIDs: Set<Int> = []

    /// Takes the solver's report of changed variables.
    mutating func collect(from solver: Solver) {
        let report = solver.takeChangedVariableIDs()
        guard let report else {
            all = true
            if isWalking { allLate = true }
            return
        }
        guard !report.isEmpty else { return }
        ids.formUnion(report)
        if isWalking { lateIDs.formUnion(report) }
    }

    /// Whether any variable of an item may have moved.
    func contains(_ variables: HeadlessItemVariables) -> Bool {
        all || ids.contains(variables.minX.id) || ids.contains(variables.minY.id)
            || ids.contains(variables.width.id) || ids.contains(variables.height.id)
    }

    /// Every variable may have moved: frames depend on something besides the solution (the
    /// display scale that rounds them).
    mutating func markAll() {
        all = true
        if isWalking { allLate = true }
    }

    /// A walk begins with every change reported so far.
    mutating func beginWalk(_ solver: Solver) {
        collect(from: solver)
        isWalking = true
    }

    /// The walk read every moved variable it reached; what moved while it ran is left for the next.
    mutating func endWalk() {
        isWalking = false
        all = allLate
        ids = lateIDs
        allLate = false
        lateIDs = []
    }
}
#endif
