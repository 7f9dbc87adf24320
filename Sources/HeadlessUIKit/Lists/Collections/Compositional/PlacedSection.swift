#if !canImport(UIKit)
import Foundation

/// The vertical extent of a placed compositional section, headers and footers included.
struct PlacedSection {
    var top: CGFloat
    var bottom: CGFloat
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

    /// The frame of a pinned element whose frame in the content is `frame`, in a section
    /// spanning `section`, while the visible content runs from `visibleTop` to
    /// `visibleBottom`: a header keeps to the top of the visible part, a footer to its bottom,
    /// neither leaving its section.
    func frame(_ frame: CGRect, in section: PlacedSection, visibleTop: CGFloat, visibleBottom: CGFloat) -> CGRect {
        var pinned = frame
        if isHeader {
            pinned.origin.y = max(frame.minY, min(visibleTop, section.bottom - frame.height))
        } else {
            pinned.origin.y = min(frame.minY, max(visibleBottom - frame.height, section.top))
        }
        return pinned
    }
}
#endif
