#if !canImport(UIKit)
import Foundation

extension LayoutFinding {
    /// What is wrong.
    public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        /// Required constraints that cannot all hold: one was broken.
        case unsatisfiableConstraints = "unsatisfiable-constraints"
        /// A view whose position or size on an axis its constraints leave free.
        case ambiguousLayout = "ambiguous-layout"
        /// A label whose text needs more room than its frame gives and is cut.
        case truncatedText = "truncated-text"
        /// A label's text drawn over another view.
        case textOverlap = "text-overlap"
        /// A view extending beyond its superview's bounds.
        case outsideSuperview = "outside-superview"
        /// A view constrained to a safe area that extends beyond it.
        case outsideSafeArea = "outside-safe-area"
        /// Two sibling views overlapping where they do not in the reference configuration.
        case siblingOverlap = "sibling-overlap"
        /// A control smaller than 44 × 44 points.
        case smallTouchTarget = "small-touch-target"
        /// A layout pass that stopped without settling.
        case layoutDidNotConverge = "layout-did-not-converge"

        /// A short title, e.g. `Truncated text`.
        public var title: String {
            switch self {
            case .unsatisfiableConstraints: "Unsatisfiable constraints"
            case .ambiguousLayout: "Ambiguous layout"
            case .truncatedText: "Truncated text"
            case .textOverlap: "Text overlapping a view"
            case .outsideSuperview: "Outside its superview"
            case .outsideSafeArea: "Outside the safe area"
            case .siblingOverlap: "Siblings overlapping"
            case .smallTouchTarget: "Touch target under 44 × 44 pt"
            case .layoutDidNotConverge: "Layout did not converge"
            }
        }
    }
}
#endif
