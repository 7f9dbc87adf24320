#if !canImport(UIKit)
import Foundation

/// How a segmented control's width is found and shared among its segments.
enum SegmentWidths {
    /// The width the segments need: fixed widths kept; the rest each as wide as the widest
    /// (or, apportioned, as their own content); dividers between.
    static func total(of ideal: [CGFloat], fixed: [CGFloat], apportioned: Bool, divider: CGFloat) -> CGFloat {
        widths(ideal: ideal, fixed: fixed, apportioned: apportioned).reduce(0, +) + divider * CGFloat(max(ideal.count - 1, 0))
    }

    /// The segments' widths in `available` points: fixed widths kept, the rest of the room
    /// shared among the other segments in proportion to the widths they need.
    static func share(_ available: CGFloat, ideal: [CGFloat], fixed: [CGFloat], apportioned: Bool, divider: CGFloat) -> [CGFloat] {
        let needed = widths(ideal: ideal, fixed: fixed, apportioned: apportioned)
        let room = available - divider * CGFloat(max(ideal.count - 1, 0)) - fixed.filter { $0 > 0 }.reduce(0, +)
        let flexible = zip(needed, fixed).filter { $0.1 == 0 }.map(\.0).reduce(0, +)
        return zip(needed, fixed).map { need, width in
            width > 0 ? width : (flexible > 0 ? max(room, 0) * need / flexible : 0)
        }
    }

    private static func widths(ideal: [CGFloat], fixed: [CGFloat], apportioned: Bool) -> [CGFloat] {
        let widest = zip(ideal, fixed).filter { $0.1 == 0 }.map(\.0).max() ?? 0
        return zip(ideal, fixed).map { need, width in width > 0 ? width : (apportioned ? need : widest) }
    }
}
#endif
