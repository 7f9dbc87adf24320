#if !canImport(UIKit)
import Foundation

/// Where a navigation bar puts the custom views of its top item: the leading items from the
/// leading edge, the trailing items from the trailing edge (first item outermost), the title
/// view centred, each centred vertically in the bar's row of items (the top 44 points of a bar
/// with a large title).
///
/// The first item sits 16 points from the edge and items 8 apart on screens narrower than 414
/// points, 20 and 10 on wider ones (measured on iOS 11 and reported at mo4tech.com, "iOS 11
/// controls navigation leftBarButtonItems posture correctly"); the safe area's sides add to the
/// edge distance [MODEL]. A custom view laid out with Auto Layout takes its compressed fitting
/// size and one sized by its frame keeps it, as on iOS 11 and later ("Custom views need to be
/// auto layout friendly", matrixprojects.net, "UIBarButtonItem & iOS 11"); an item's `width`,
/// when set, wins. Items without a custom view take no room here.
@MainActor struct HeadlessBarItemLayout {
    /// A custom view and its frame in the bar.
    struct Placement {
        let view: UIView
        let frame: CGRect
    }

    let bar: UINavigationBar
    /// The sizes of views sized by their frames, as they were when the bar took them: later
    /// frames are the bar's own placements.
    let adoptedSizes: [ObjectIdentifier: CGSize]

    private var isWide: Bool { bar.bounds.width >= 414 }
    private var edgeDistance: CGFloat { isWide ? 20 : 16 }
    private var spacing: CGFloat { isWide ? 10 : 8 }

    /// The height of the row the items sit in.
    private var rowHeight: CGFloat {
        let height = bar.bounds.height
        return height > 60 ? height - 52 : height
    }

    /// The placements of `item`'s custom views.
    func placements(for item: UINavigationItem?) -> [Placement] {
        guard let item else { return [] }
        let safe = bar.safeAreaInsets
        var result: [Placement] = []
        var x = safe.left + edgeDistance
        for barItem in item.leftBarButtonItems ?? [] {
            guard let view = barItem.customView else { continue }
            let size = self.size(of: view, width: barItem.width)
            result.append(Placement(view: view, frame: frame(minX: x, size: size)))
            x += size.width + spacing
        }
        var maxX = bar.bounds.width - safe.right - edgeDistance
        for barItem in item.rightBarButtonItems ?? [] {
            guard let view = barItem.customView else { continue }
            let size = self.size(of: view, width: barItem.width)
            result.append(Placement(view: view, frame: frame(minX: maxX - size.width, size: size)))
            maxX -= size.width + spacing
        }
        if let title = item.titleView {
            let size = self.size(of: title, width: nil)
            result.append(Placement(view: title, frame: frame(minX: (bar.bounds.width - size.width) / 2, size: size)))
        }
        return result
    }

    /// The frame at `minX`, centred in the row, with each edge on the pixel grid as a layout pass
    /// would put it: a frame off the grid would come back rounded and be placed again, round
    /// after round.
    private func frame(minX: CGFloat, size: CGSize) -> CGRect {
        let centred = CGRect(x: minX, y: (rowHeight - size.height) / 2, width: size.width, height: size.height)
        return snapToPixels(centred, bar.displayScaleOrOne)
    }

    private func size(of view: UIView, width: CGFloat?) -> CGSize {
        var size = view.translatesAutoresizingMaskIntoConstraints
            ? adoptedSizes[ObjectIdentifier(view)] ?? view.frame.size
            : view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        if let width, width > 0 { size.width = width }
        return size
    }
}
#endif
