#if !canImport(UIKit)
import Foundation

/// The extent of a placed section along its layout's scroll direction, headers and footers
/// included.
struct PlacedSection {
    var start: CGFloat
    var end: CGFloat
}

/// A header or footer that stays on screen while its section is: the index of its attributes
/// among the placed ones, its section's index among the placed sections, and which end it
/// keeps to.
struct PinnedElement {
    var index: Int
    var section: Int
    var isHeader: Bool

    /// The section index of a layout-wide header or footer until the whole content is placed.
    static let wholeLayout = -1
}

/// The pinned headers and footers of a layout that scrolls along one axis, with the extents of
/// the sections they keep to.
struct PinnedElements {
    var vertical = true
    var sections: [PlacedSection] = []
    var pins: [PinnedElement] = []

    /// Where a pinned element whose frame in the content is `frame` goes while the visible
    /// content runs along from `visible.start` to `visible.end`: a header keeps to the start
    /// of the visible part, a footer to its end, neither leaving its section.
    func frame(of pin: PinnedElement, _ frame: CGRect, visible: (start: CGFloat, end: CGFloat)) -> CGRect {
        let section = sections[pin.section]
        let start = vertical ? frame.minY : frame.minX, length = vertical ? frame.height : frame.width
        let pinned = pin.isHeader
            ? max(start, min(visible.start, section.end - length))
            : min(start, max(visible.end - length, section.start))
        var moved = frame
        if vertical { moved.origin.y = pinned } else { moved.origin.x = pinned }
        return moved
    }
}
#endif
