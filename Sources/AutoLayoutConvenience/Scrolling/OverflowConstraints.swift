#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The two internal constraints of an overflow scroll view (convenience-dsl.md §8.1, §8.2):
/// along the scrolling axis the content is at least as long as the visible frame, across it
/// exactly as wide. Constants subtract the adjusted content insets.
@MainActor struct OverflowConstraints {
    /// `content.length ≥ frame.length − (adjusted start + end inset)` on the scrolling axis.
    let overflowing: NSLayoutConstraint
    /// `content.breadth == frame.breadth − (adjusted start + end inset)` across it.
    let fixed: NSLayoutConstraint
    private let vertical: Bool

    /// Creates and activates the constraints of `scrollView`, scrolling vertically or
    /// horizontally; identifiers start with the scroll view's class name.
    init(for scrollView: UIScrollView, vertical: Bool) {
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

    private func set(_ constraint: NSLayoutConstraint, to constant: CGFloat) {
        guard constant.isFinite, constraint.constant != constant else { return }
        constraint.constant = constant
    }
}
