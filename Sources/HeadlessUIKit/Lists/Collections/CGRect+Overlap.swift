#if !canImport(UIKit)
import Foundation

extension CGRect {
    /// Whether the two rectangles share some area, or this empty one lies inside `other`:
    /// rectangles that only touch do not overlap, as for Core Graphics' `intersects`.
    func overlaps(_ other: CGRect) -> Bool {
        if isEmpty { return other.minX <= minX && minX < other.maxX && other.minY <= minY && minY < other.maxY }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
#endif
