#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// What a scroll view shows of its content when the snapshot is taken. The snapshot already
/// draws subviews shifted by the content offset and clipped to the scroll view; this adds the
/// numbers and the scroll indicators.
public struct ScrollState: Equatable, Sendable {
    /// The scroll view's `contentSize`.
    public var contentSize: CGSize
    /// The scroll view's `contentOffset` (its bounds origin).
    public var contentOffset: CGPoint
    /// The scroll view's `adjustedContentInset`.
    public var adjustedContentInset: UIEdgeInsets
    /// Whether the vertical indicator is shown when the content scrolls vertically.
    public var showsVerticalScrollIndicator: Bool
    /// Whether the horizontal indicator is shown when the content scrolls horizontally.
    public var showsHorizontalScrollIndicator: Bool

    /// Creates a scroll state.
    public init(contentSize: CGSize, contentOffset: CGPoint, adjustedContentInset: UIEdgeInsets = .zero,
                showsVerticalScrollIndicator: Bool = true, showsHorizontalScrollIndicator: Bool = true) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.adjustedContentInset = adjustedContentInset
        self.showsVerticalScrollIndicator = showsVerticalScrollIndicator
        self.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
    }

    /// The state of `view` if it is a scroll view, else nil.
    @MainActor
    public init?(of view: UIView) {
        guard let scrollView = view as? UIScrollView else { return nil }
        self.init(contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
                  adjustedContentInset: scrollView.adjustedContentInset,
                  showsVerticalScrollIndicator: scrollView.showsVerticalScrollIndicator,
                  showsHorizontalScrollIndicator: scrollView.showsHorizontalScrollIndicator)
    }

    /// The outline's note: `content (300 540) offset (0 100)`.
    public var outlineText: String {
        "content (\(layoutNumber(contentSize.width)) \(layoutNumber(contentSize.height))) "
            + "offset (\(layoutNumber(contentOffset.x)) \(layoutNumber(contentOffset.y)))"
    }

    /// How far indicators stay from the scroll view's edges, and their thickness.
    static let indicatorInset: CGFloat = 3
    static let indicatorThickness: CGFloat = 3
    /// The shortest an indicator gets.
    static let indicatorMinimumLength: CGFloat = 7

    /// The scroll indicators for a scroll view drawn at `frame`: for each shown axis whose
    /// content (plus adjusted insets) exceeds the frame, a bar along the trailing (or bottom)
    /// edge whose length is the visible share of the content and whose position follows the
    /// offset [MODEL: UIKit shows them only while scrolling].
    public func indicatorRects(in frame: CGRect) -> [CGRect] {
        var rects: [CGRect] = []
        let inset = Self.indicatorInset, thickness = Self.indicatorThickness
        if showsVerticalScrollIndicator,
           let (start, length) = Self.bar(visible: frame.height, content: contentSize.height,
                                         before: adjustedContentInset.top, after: adjustedContentInset.bottom,
                                         offset: contentOffset.y) {
            rects.append(CGRect(x: frame.maxX - inset - thickness, y: frame.minY + start, width: thickness, height: length))
        }
        if showsHorizontalScrollIndicator,
           let (start, length) = Self.bar(visible: frame.width, content: contentSize.width,
                                         before: adjustedContentInset.left, after: adjustedContentInset.right,
                                         offset: contentOffset.x) {
            rects.append(CGRect(x: frame.minX + start, y: frame.maxY - inset - thickness, width: length, height: thickness))
        }
        return rects
    }

    /// Start (from the frame's edge) and length of an indicator, or nil when nothing scrolls.
    private static func bar(visible: CGFloat, content: CGFloat, before: CGFloat, after: CGFloat,
                            offset: CGFloat) -> (CGFloat, CGFloat)? {
        let total = content + before + after
        let track = visible - 2 * indicatorInset
        guard total > visible, visible > 0, track > 0 else { return nil }
        let length = min(track, max(indicatorMinimumLength, track * visible / total))
        let progress = min(max((offset + before) / (total - visible), 0), 1)
        return (indicatorInset + (track - length) * progress, length)
    }
}
#endif
