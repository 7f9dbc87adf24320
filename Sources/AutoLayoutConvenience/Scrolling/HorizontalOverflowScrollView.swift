#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A scroll view that prefers the width of its content and scrolls only when it gets less
/// (<doc:ScrollingAndKeyboard#Overflow-scroll-views>). It has no keyboard support.
@MainActor open class HorizontalOverflowScrollView: UIScrollView {
    private var overflow: OverflowConstraints?
    /// The view added with `addOverflowingSubview`, whose natural size the scroll view prefers.
    private weak var overflowingContent: UIView?

    /// Creates an empty overflow scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpOverflow()
    }

    /// Creates an overflow scroll view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpOverflow()
    }

    /// Creates an overflow scroll view around `subview`, laid out vertically by `vertically` and
    /// horizontally by the content area.
    public convenience init(with subview: UIView, vertically: VerticalAxisLayout = .superview) {
        self.init(frame: .zero)
        ConstraintsList.outsideConditions { addOverflowingSubview(subview, vertically: vertically) }
    }

    /// Adds `view` filling the content area horizontally and `vertically` vertically.
    @discardableResult public func addOverflowingSubview(
        _ view: UIView, vertically: VerticalAxisLayout = .superview,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        overflowingContent = view
        invalidateIntrinsicContentSize()
        return addSubview(view, filling: .horizontally(.scrollContentOf(self), vertically: vertically), file: file, line: line)
    }

    /// The content size: the view prefers the width of its content.
    open override var intrinsicContentSize: CGSize {
        overflow?.intrinsicSize(of: self) ?? contentSize
    }

    /// Lays out the content, then invalidates the intrinsic size if the content's natural size
    /// changed while the content size could not show it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if overflow?.remeasure(overflowingContent, in: self) == true { invalidateIntrinsicContentSize() }
    }

    /// The size of the content; a change invalidates the intrinsic content size.
    open override var contentSize: CGSize {
        didSet { if oldValue != contentSize { invalidateIntrinsicContentSize() } }
    }

    /// Refreshes the internal constraints' constants.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        overflow?.refresh(for: self)
    }

    private func setUpOverflow() {
        preservesSuperviewLayoutMargins = true
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = true
        contentInsetAdjustmentBehavior = .always
        alwaysBounceVertical = false
        alwaysBounceHorizontal = false
        setContentHuggingPriority(.defaultLow, for: .horizontal)
        setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        overflow = OverflowConstraints(for: self, vertical: false)
    }
}
