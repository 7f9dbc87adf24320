#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The two internal constraints of an overflow scroll view (<doc:ScrollingAndKeyboard#Overflow-scroll-views>):
/// along the scrolling axis the content is at least as long as the visible frame, across it
/// exactly as wide. Constants subtract the adjusted content insets.
@MainActor struct OverflowConstraints {
    /// `content.length ≥ frame.length − (adjusted start + end inset)` on the scrolling axis.
    let overflowing: NSLayoutConstraint
    /// `content.breadth == frame.breadth − (adjusted start + end inset)` across it.
    let fixed: NSLayoutConstraint
    private let vertical: Bool
    /// The view added with `addOverflowingSubview`, whose natural size the scroll view prefers.
    weak var content: UIView?
    /// The content's natural length, measured after the last layout (nil before the first).
    private var naturalLength: CGFloat?

    /// Sets up `scrollView` to scroll only along one axis (indicators, bouncing, and its hugging
    /// and compression resistance along that axis), then creates and activates its constraints;
    /// identifiers start with the scroll view's class name.
    init(installingOn scrollView: UIScrollView, vertical: Bool) {
        let axis: NSLayoutConstraint.Axis = vertical ? .vertical : .horizontal
        scrollView.preservesSuperviewLayoutMargins = true
        scrollView.showsVerticalScrollIndicator = vertical
        scrollView.showsHorizontalScrollIndicator = !vertical
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.alwaysBounceVertical = false
        scrollView.alwaysBounceHorizontal = false
        scrollView.setContentHuggingPriority(.defaultLow, for: axis)
        scrollView.setContentCompressionResistancePriority(.defaultHigh, for: axis)
        self.init(for: scrollView, vertical: vertical)
    }

    /// Creates and activates the constraints of `scrollView`, scrolling vertically or
    /// horizontally; identifiers start with the scroll view's class name.
    private init(for scrollView: UIScrollView, vertical: Bool) {
        self.vertical = vertical
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        let height = vertical
            ? content.heightAnchor.constraint(greaterThanOrEqualTo: frame.heightAnchor)
            : content.heightAnchor.constraint(equalTo: frame.heightAnchor)
        let width = vertical
            ? content.widthAnchor.constraint(equalTo: frame.widthAnchor)
            : content.widthAnchor.constraint(greaterThanOrEqualTo: frame.widthAnchor)
        let owner = "\(type(of: scrollView))"
        height.identifier = "\(owner) scroll.contentHeight"
        width.identifier = "\(owner) scroll.contentWidth"
        overflowing = vertical ? height : width
        fixed = vertical ? width : height
        ConstraintsList(constraints: [height, width], view: scrollView).activate()
        refresh(for: scrollView)
    }

    /// Writes the constants from the scroll view's current adjusted content inset.
    func refresh(for scrollView: UIScrollView) {
        let inset = scrollView.adjustedContentInset
        let vertical = -(inset.top + inset.bottom), horizontal = -(inset.left + inset.right)
        set(overflowing, to: self.vertical ? vertical : horizontal)
        set(fixed, to: self.vertical ? horizontal : vertical)
    }

    /// The scroll view's intrinsic size: its content size, but along the scrolling axis the
    /// length its content has when nothing stretches it (once measured), as a UIKit scroll view's
    /// `contentSize` would be without the frame-filling constraint.
    func intrinsicSize(of scrollView: UIScrollView) -> CGSize {
        var size = scrollView.contentSize
        guard let naturalLength else { return size }
        if vertical { size.height = naturalLength } else { size.width = naturalLength }
        return size
    }

    /// Measures the content's natural length (its fitting length at its breadth) after a layout
    /// and returns whether it changed, so that the scroll view's intrinsic size must be
    /// invalidated: the content can shrink while the frame-filling constraint keeps the content
    /// size. Measured in `layoutSubviews`, never while UIKit asks for the intrinsic size.
    mutating func remeasure(in scrollView: UIScrollView) -> Bool {
        guard let content, content.superview === scrollView else { return false }
        let inset = scrollView.adjustedContentInset
        let length: CGFloat
        if vertical {
            let breadth = content.bounds.width > 0 ? content.bounds.width : scrollView.bounds.width - inset.left - inset.right
            length = content.systemLayoutSizeFitting(CGSize(width: max(breadth, 0), height: 0),
                                                     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        } else {
            let breadth = content.bounds.height > 0 ? content.bounds.height : scrollView.bounds.height - inset.top - inset.bottom
            length = content.systemLayoutSizeFitting(CGSize(width: 0, height: max(breadth, 0)),
                                                     withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required).width
        }
        guard length.isFinite, naturalLength.map({ abs($0 - length) > 1e-6 }) ?? true else { return false }
        naturalLength = length
        return true
    }

    private func set(_ constraint: NSLayoutConstraint, to constant: CGFloat) {
        guard constant.isFinite, constraint.constant != constant else { return }
        constraint.constant = constant
    }
}
