#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A scroll view that prefers the width of its content and scrolls only when it gets less
/// (<doc:ScrollingAndKeyboard#Overflow-scroll-views>). It has no keyboard support.
@MainActor open class HorizontalOverflowScrollView: UIScrollView {
    private var overflow: OverflowConstraints?

    /// Creates an empty overflow scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        overflow = OverflowConstraints(installingOn: self, vertical: false)
    }

    /// Creates an overflow scroll view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        overflow = OverflowConstraints(installingOn: self, vertical: false)
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
        overflow?.content = view
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
        if overflow?.remeasure(in: self) == true { invalidateIntrinsicContentSize() }
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
}
