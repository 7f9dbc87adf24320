#if !canImport(UIKit)
import Foundation

// Measuring a label (the Environment article, Text measurement and Content views): which font and width it measures
// with, its intrinsic size, `sizeThatFits`, `textRect` and baselines.
extension UILabel {
    /// The default font of labels: the 17-pt system font.
    static let headlessDefaultFont = UIFont.systemFont(ofSize: 17)

    /// The font as set, or the default; a Dynamic Type font re-resolved for the label's content
    /// size category when `adjustsFontForContentSizeCategory` is on.
    var effectiveFont: UIFont {
        let font = storedFont ?? UILabel.headlessDefaultFont
        guard adjustsFontForContentSizeCategory, let style = font.headlessTextStyle else { return font }
        return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    /// The font text is measured and drawn with: the attributed text's first font, else `font`.
    var measuringFont: UIFont {
        if let attributed = storedAttributedText, attributed.length > 0,
           let font = attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont {
            return font
        }
        return effectiveFont
    }

    /// Whether the intrinsic height depends on the width layout gives the label
    /// (<doc:LayoutPass#Width-dependent-sizes>).
    var hasWidthDependentSize: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    }

    /// The width the intrinsic size is measured at: `preferredMaxLayoutWidth` when set, else the
    /// width of the last solve for multi-line labels, else no limit.
    var measuringWidth: CGFloat {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if hasWidthDependentSize, let width = fittingWidth ?? layoutWidth { return width }
        return .greatestFiniteMagnitude
    }

    /// Lays out the label's text at `width` with at most `lines` lines (0: no limit).
    func textLayout(width: CGFloat, lines: Int? = nil) -> HeadlessTextLayout {
        guard let text = storedText, !text.isEmpty else { return .empty }
        return textLayouts.layout(
            of: text, font: measuringFont, width: width, lines: max(lines ?? numberOfLines, 0),
            lineBreakMode: lineBreakMode)
    }

    var intrinsicSize: CGSize {
        intrinsicSize(scale: displayScaleOrOne)
    }

    /// The intrinsic size rounded up to the pixel grid of `scale` pixels per point.
    func intrinsicSize(scale: CGFloat) -> CGSize {
        roundedUp(textLayout(width: measuringWidth).size, scale: scale)
    }

    func labelSizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : .greatestFiniteMagnitude
        return roundedUp(textLayout(width: width).size)
    }

    func defaultTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        let width = bounds.width > 0 && bounds.width.isFinite ? bounds.width : .greatestFiniteMagnitude
        let size = roundedUp(textLayout(width: width, lines: lines).size)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// A size rounded up to the pixel grid of the label's screen (<doc:Environment#Content-views>).
    func roundedUp(_ size: CGSize) -> CGSize {
        roundedUp(size, scale: displayScaleOrOne)
    }

    /// A size rounded up to the pixel grid of `scale` pixels per point.
    func roundedUp(_ size: CGSize, scale: CGFloat) -> CGSize {
        func up(_ value: CGFloat) -> CGFloat {
            guard value.isFinite, value > 0 else { return 0 }
            return (value * scale - 1e-7).rounded(.up) / scale
        }
        return CGSize(width: up(size.width), height: up(size.height))
    }

    /// The measured baseline's distance from the top; nil without text (baselines are then the
    /// bottom edge). Remembers what it reported so that a change can re-translate constraints.
    func labelBaselineOffset(first: Bool) -> CGFloat? {
        let offset = currentBaselineOffset(first: first)
        reportedBaselines[first] = offset ?? -1
        return offset
    }

    func currentBaselineOffset(first: Bool) -> CGFloat? {
        let layout = textLayout(width: measuringWidth)
        guard layout.lineCount > 0 else { return nil }
        return first ? layout.firstBaselineOffset : layout.lastBaselineOffset
    }

    /// Text, font or line settings changed: measure again at the next layout pass.
    func textDidChange() {
        textLayouts.removeAll()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        contentObserver?()
    }
}
#endif
