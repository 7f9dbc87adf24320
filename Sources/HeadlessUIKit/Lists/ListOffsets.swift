#if !canImport(UIKit)
import Foundation

/// The heights of a list's items in order, with the offset of any item and the item at any
/// offset in logarithmic time (a Fenwick tree of the heights), so that measuring one row of a
/// long list or finding the rows on screen costs the same near its top and near its end.
struct ListOffsets {
    private(set) var heights: [CGFloat]
    /// `tree[i]` holds the sum of the `i & -i` heights ending at item `i - 1`.
    private var tree: [CGFloat]

    /// Offsets for items of the given heights.
    init(heights: [CGFloat]) {
        self.heights = heights
        tree = [0] + heights
        for index in 1..<max(1, tree.count) {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    /// The number of items.
    var count: Int { heights.count }

    /// The sum of every height.
    var total: CGFloat { offset(of: count) }

    /// Changes the height of item `index`.
    mutating func setHeight(_ height: CGFloat, at index: Int) {
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var node = index + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// The sum of the heights of the items before `index`.
    func offset(of index: Int) -> CGFloat {
        var sum: CGFloat = 0, node = min(index, count)
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The first item that ends below `y` (an item of height 0 at `y` does not count), or
    /// `count` when `y` is at or past the end.
    func index(endingAfter y: CGFloat) -> Int {
        var position = 0, remaining = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
#endif
