#if !canImport(UIKit)
import Foundation
import LayoutSolver

// Foundation also declares `Expression`; these names keep the solver's types unambiguous.
typealias SolverExpression = LayoutSolver.Expression
typealias SolverConstraint = LayoutSolver.Constraint
typealias SolverPriority = LayoutSolver.Priority
typealias SolverRelation = LayoutSolver.Relation
#endif
