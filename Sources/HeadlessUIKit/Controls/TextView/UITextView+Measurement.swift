#if !canImport(UIKit)
import Foundation

// Measuring a text view that does not scroll (the LayoutPass article, Width-dependent sizes; the Environment article,
// Text measurement).
extension UITextView: HeadlessWidthDependentSizing {
    var hasWidthDependentSize: Bool { !isScrollEnabled }

    /// The font text is measured with; a Dynamic Type font follows the view's traits when
    /// `adjustsFontForContentSizeCategory` is on.
    var measuringFont: UIFont {
        let font = font ?? UITextView.headlessDefaultFont
        guard adjustsFontForContentSizeCategory, let style = font.headlessTextStyle else { return font }
        return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    var textViewIntrinsicSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return textViewSize(atWidth: fittingWidth ?? layoutWidth ?? .greatestFiniteMagnitude)
    }

    /// The text measured at a view width, plus insets and paddings, rounded up to the pixel grid.
    func textViewSize(atWidth width: CGFloat) -> CGSize {
        let inset = textContainerInset
        let horizontal = inset.left + inset.right + 2 * textContainer.lineFragmentPadding
        let available = width >= .greatestFiniteMagnitude / 2 ? width : max(width - horizontal, 0)
        let font = measuringFont
        let text = self.text ?? ""
        let layout = text.isEmpty
            ? HeadlessTextLayout(size: CGSize(width: 0, height: font.lineHeight), lineCount: 1,
                                 firstBaselineOffset: font.ascender, lastBaselineOffset: font.ascender)
            : HeadlessEnvironment.textMeasurer.measure(text, font: font, maxWidth: available, numberOfLines: 0,
                                                       lineBreakMode: .byWordWrapping)
        let scale = displayScaleOrOne
        func up(_ value: CGFloat) -> CGFloat { max(0, (value * scale - 1e-7).rounded(.up) / scale) }
        return CGSize(width: up(layout.size.width + horizontal), height: up(layout.size.height + inset.top + inset.bottom))
    }

    func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Step 4 of a layout round: measure again when the width changed.
    func refreshTextViewWidth() {
        guard hasWidthDependentSize, layoutWidth != bounds.width else { return }
        let before = textViewIntrinsicSize
        layoutWidth = bounds.width
        if textViewIntrinsicSize != before { invalidateIntrinsicContentSize() }
    }
}
#endif
