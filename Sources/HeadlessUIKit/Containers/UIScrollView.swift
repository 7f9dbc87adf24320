#if !canImport(UIKit)
import Foundation

/// A view whose content can be larger than its bounds, as in UIKit (<doc:GeometryGuides#Scroll-views>).
///
/// Layout ignores `contentOffset`: the content area starts at the scroll view's origin, and
/// subviews get frames in content coordinates. Constraints from views inside the scroll view to
/// its leading, trailing, left, right, top or bottom edges refer to `contentLayoutGuide`; width,
/// height and centres mean the frame. After each solve, `contentSize` becomes the size of the
/// content guide when any constraint gives it one. `contentOffset` is the bounds origin, so
/// drawing and coordinate conversion scroll.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    var storedContentSize = CGSize.zero
    var storedContentInset = UIEdgeInsets.zero
    var adjustedInset = UIEdgeInsets.zero
    /// Whether the app set `contentOffset`; until then it follows the adjusted inset.
    var contentOffsetWasSet = false
    private let contentGuide = UILayoutGuide()
    private let frameGuide = UILayoutGuide()

    /// Creates a scroll view with the given frame; it clips its subviews.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    /// Creates a scroll view from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    /// The recognizer that scrolls the view, attached to it as in UIKit. Headless scroll views
    /// move only when the app sets `contentOffset`; a test may play a pan to drive code that
    /// reads it.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollingRecognizer }
    private let scrollingRecognizer = UIPanGestureRecognizer()

    private func setUpScrollView() {
        clipsToBounds = true
        addGestureRecognizer(scrollingRecognizer)
        let content = contentGuide, frame = frameGuide
        content.identifier = "UIScrollView-contentLayoutGuide"
        frame.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(content)
        addLayoutGuide(frame)
        for (attribute, name) in [(NSLayoutConstraint.Attribute.left, "left"), (.top, "top")] {
            install(HeadlessGuideConstraint.make(content, attribute, self, attribute, "UIScrollView-contentLayoutGuide-\(name)"))
        }
        for (attribute, name) in [(NSLayoutConstraint.Attribute.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom")] {
            install(HeadlessGuideConstraint.make(frame, attribute, self, attribute, "UIScrollView-frameLayoutGuide-\(name)"))
        }
    }

    /// The object told about scrolling and inset changes, held weakly. Tables, collections and
    /// text views take their own kind of delegate here (a `UITableViewDelegate` is a
    /// `UIScrollViewDelegate`).
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content

    /// The point of the content shown at the bounds origin; it is the bounds origin. Until the
    /// app sets it, it follows the adjusted inset: `(−adjusted.left, −adjusted.top)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            contentOffsetWasSet = true
            applyContentOffset(newValue)
        }
    }

    /// Sets `contentOffset`; there is no animation here.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The size of the content; set by the layout pass when constraints size the content guide.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue != storedContentSize else { return }
            storedContentSize = newValue
            refreshAdjustedContentInset()
        }
    }

    /// Extra scrollable space around the content; zero by default.
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            guard newValue != storedContentInset else { return }
            storedContentInset = newValue
            refreshAdjustedContentInset()
        }
    }

    /// `contentInset` plus the safe-area edges chosen by `contentInsetAdjustmentBehavior`.
    open var adjustedContentInset: UIEdgeInsets { adjustedInset }

    /// Called when `adjustedContentInset` changes. The default implementation tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset(_:)`), as Apple documents it; call `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Which safe-area edges are added to the content inset; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic {
        didSet { refreshAdjustedContentInset() }
    }

    /// Whether the indicator insets follow the safe area; true by default. Recorded only.
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true

    /// The content area: origin at the scroll view's origin (layout ignores `contentOffset`),
    /// size from the constraints of the content.
    open var contentLayoutGuide: UILayoutGuide { contentGuide }

    /// The scroll view's frame, untransformed.
    open var frameLayoutGuide: UILayoutGuide { frameGuide }

    // MARK: Scrolling behaviour (recorded; nothing scrolls by touch here)

    /// Whether dragging locks to one axis; false by default.
    open var isDirectionalLockEnabled: Bool = false
    /// Whether scrolling bounces past the content's edges; true by default.
    open var bounces: Bool = true
    /// Whether the vertical axis bounces (and counts as scrollable) even when the content fits;
    /// false by default.
    open var alwaysBounceVertical: Bool = false {
        didSet { refreshAdjustedContentInset() }
    }
    /// Whether the horizontal axis bounces (and counts as scrollable) even when the content
    /// fits; false by default.
    open var alwaysBounceHorizontal: Bool = false {
        didSet { refreshAdjustedContentInset() }
    }
    /// Whether scrolling stops on multiples of the bounds; false by default.
    open var isPagingEnabled: Bool = false
    /// Whether the user can scroll; true by default.
    open var isScrollEnabled: Bool = true
    /// Whether the vertical indicator shows while scrolling; true by default.
    open var showsVerticalScrollIndicator: Bool = true
    /// Whether the horizontal indicator shows while scrolling; true by default.
    open var showsHorizontalScrollIndicator: Bool = true
    /// The indicators' look.
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default
    /// How far the vertical indicator stays from the edges; zero by default.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator stays from the edges; zero by default.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Sets both indicator insets; reads the vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// The pull-to-refresh control, held as a subview; nil by default.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let refreshControl { insertSubview(refreshControl, at: 0) }
        }
    }
    /// How dragging dismisses the keyboard; `.none` by default.
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    /// Whether a tap on the status bar scrolls to the top; true by default.
    open var scrollsToTop: Bool = true

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        performScrollRectToVisible(rect)
    }

    /// Shows the indicators briefly; nothing is drawn here.
    open func flashScrollIndicators() {}

    // MARK: Layout hooks

    override func derivedGeometryDidRefresh() {
        super.derivedGeometryDidRefresh()
        updateContentSize()
        refreshAdjustedContentInset()
    }

    /// Step 4 of a layout round: the content size from the content guide (<doc:GeometryGuides#Scroll-views>).
    func updateContentSize() {
        updateContentSizeFromContentGuide()
    }
}
#endif
