#if !canImport(UIKit)
import Foundation

/// A row of mutually exclusive segments.
///
/// 32 points high at every text size (the iOS 13 design's default height, which Dynamic Type
/// does not change) [MODEL: the height apps hosting the native control report]. Apple's
/// Human Interface Guidelines say "all segments are equal in width": by default each segment is
/// as wide as the widest segment's content, its title in the 13-point semibold system font
/// [MODEL] or its image, plus 9 points on each side, at least 16; segments with a width set
/// (`setWidth(_:forSegmentAt:)`) keep it; with `apportionsSegmentWidthsByContent` each segment
/// is as wide as its own content. One-point dividers separate segments. A control made with
/// items takes its intrinsic size. `headlessSegmentFrames` gives the segments' frames in the
/// control's bounds; the room is shared as the intrinsic widths share it.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index of no segment.
    public static let noSegment = -1

    /// The control's height.
    static let height: CGFloat = 32
    /// The width of a divider between segments.
    static let dividerWidth: CGFloat = 1
    /// The padding on each side of a segment's content.
    static let contentPadding: CGFloat = 9

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, or `noSegment`; setting it sends no event.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether segments stay unselected after a tap; false by default.
    open var isMomentary = false
    /// Whether segments are as wide as their own content; false by default.
    open var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The colour of the selected segment; nil for the system's.
    open var selectedSegmentTintColor: UIColor?

    /// A control without segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control with a segment per item (strings become titles, images images), sized to fit.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { item in
            Segment(title: item as? String, image: item as? UIImage)
        }
        frame.size = intrinsicContentSize
    }

    /// A control with a segment per action (its title and image), performing the action when
    /// the segment is selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `segment` (pinned to the valid range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment at `segment` (pinned to the valid range).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment` (pinned to the valid range).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment`; the selection is cleared if it was that segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets a segment's title (and removes its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) { $0.title = title; $0.image = nil }
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (and removes its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) { $0.image = image; $0.title = nil }
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets a segment's width; 0 sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = max(width, 0) }
    }

    /// The width set for a segment; 0 when it sizes automatically.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Replaces a segment's action (and its title and image).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        update(segment) { $0 = Segment(title: action.title, image: action.image, action: action, width: $0.width, isEnabled: $0.isEnabled) }
    }

    /// A segment's action.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Sets the title attributes for `state`; a `.font` for `.normal` or `.selected` changes
    /// the measured titles.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
    }

    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The widest content's width by the number of segments, with dividers; 32 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: SegmentWidths.total(of: idealWidths(), fixed: segments.map(\.width),
                                          apportioned: apportionsSegmentWidthsByContent, divider: Self.dividerWidth),
               height: Self.height)
    }

    /// The segments' frames in the control's bounds, left to right.
    public var headlessSegmentFrames: [CGRect] {
        let widths = SegmentWidths.share(bounds.width, ideal: idealWidths(), fixed: segments.map(\.width),
                                         apportioned: apportionsSegmentWidthsByContent, divider: Self.dividerWidth)
        var x: CGFloat = 0
        return widths.map { width in
            defer { x += width + Self.dividerWidth }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// Taps segment `segment`: selects it (unless momentary), performs its action and sends
    /// `.valueChanged`. A disabled or missing segment does nothing.
    public func headlessSelectSegment(at segment: Int) {
        guard isEnabled, segments.indices.contains(segment), segments[segment].isEnabled else { return }
        selectedSegmentIndex = isMomentary ? Self.noSegment : segment
        if let action = segments[segment].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        invalidateIntrinsicContentSize()
    }

    /// Each segment's content width plus padding, at least twice the corner radius.
    private func idealWidths() -> [CGFloat] {
        let font = titleFont()
        return segments.map { segment in
            let content: CGFloat
            if let title = segment.title {
                content = HeadlessEnvironment.textMeasurer.measure(
                    title, font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping).size.width
            } else {
                content = segment.image?.size.width ?? 0
            }
            return max(16, (content + 2 * Self.contentPadding).rounded(.up))
        }
    }

    private func titleFont() -> UIFont {
        let attributes = titleAttributes[UIControl.State.selected.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue]
        return attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 13, weight: .semibold)
    }
}
#endif
