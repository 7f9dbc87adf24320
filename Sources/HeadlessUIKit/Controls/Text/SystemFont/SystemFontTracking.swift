#if !canImport(UIKit)
import Foundation

/// The tracking the system font adds after every glyph at a point size.
///
/// Apple's Human Interface Guidelines (Typography, "Specifications", the SF Pro tracking table
/// for iOS and iPadOS) list it in thousandths of an em: from +41 at 6 pt through 0 at 12 pt,
/// −26 at 17 pt and +14 at 28 pt to 0 at 80 pt and above. Sizes between the listed ones are
/// interpolated linearly.
enum SystemFontTracking {
    /// The listed point sizes and their tracking in 1/1000 em.
    private static let table: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
        (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
        (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
        (51, 7), (52, 6), (53, 6), (54, 5), (56, 5), (58, 4), (60, 4), (62, 4), (64, 3), (66, 3),
        (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking at `pointSize`, in points.
    static func tracking(at pointSize: CGFloat) -> CGFloat {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        let first = table[0], last = table[table.count - 1]
        if pointSize <= first.size { return first.tracking * pointSize / 1000 }
        if pointSize >= last.size { return last.tracking * pointSize / 1000 }
        for (lower, upper) in zip(table, table.dropFirst()) where pointSize <= upper.size {
            let fraction = (pointSize - lower.size) / (upper.size - lower.size)
            return (lower.tracking + fraction * (upper.tracking - lower.tracking)) * pointSize / 1000
        }
        return 0
    }
}
#endif
