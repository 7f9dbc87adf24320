#if !canImport(UIKit)
import Foundation

/// A view that shows one or more lines of read-only text, as in UIKit.
///
/// Its intrinsic size is the measured text (`HeadlessEnvironment.textMeasurer`) rounded up to
/// the pixel grid (<doc:Environment#Content-views>). A multi-line label (`numberOfLines != 1`) without a
/// `preferredMaxLayoutWidth` wraps at the width layout gave it: after each solve it measures
/// again at its new width and, if its size changed, the layout pass runs another round
/// (<doc:LayoutPass#Width-dependent-sizes>). Baseline anchors sit at the measured baselines.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    override var isAccessibleByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    // Read for every label a layout pass measures or places: declared first, side by side.
    /// The settings behind `lineBreakMode`, `numberOfLines`, `preferredMaxLayoutWidth` and
    /// `adjustsFontForContentSizeCategory`: measuring reads them here, without the dynamic
    /// exclusivity checks that reading public stored properties costs.
    var measuringSettings = UILabelMeasuringSettings() {
        didSet { if oldValue != measuringSettings { textDidChange() } }
    }
    /// The width the label received in the last solve (<doc:LayoutPass#Width-dependent-sizes>).
    var layoutWidth: CGFloat?
    /// The baseline offsets last handed to the layout engine, first and last.
    var reportedBaselines: [Bool: CGFloat] = [:]

    var storedText: String?
    var storedAttributedText: NSAttributedString?
    var storedFont: UIFont?
    var storedTextColor: UIColor?
    /// The width a `systemLayoutSizeFitting` run gave the label, while it runs.
    var fittingWidth: CGFloat?
    /// The text layouts measured last (a width change asks for the same ones several times).
    var textLayouts = HeadlessTextLayoutCache()
    /// Called after text, font or line settings changed (a button's title label tells its button).
    var contentObserver: (() -> Void)?

    /// Creates a label with the given frame; labels ignore touches by default.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: Text

    /// The text shown; nil by default. Setting it replaces `attributedText`.
    open var text: String? {
        get { storedText }
        set {
            storedAttributedText = nil
            guard newValue != storedText else { return }
            storedText = newValue
            textDidChange()
        }
    }

    /// The text with attributes. Setting it also sets `text`; the `.font` and
    /// `.foregroundColor` of its first character, if present, replace the label's for measuring
    /// and drawing. Reading it after setting `text` gives that text without attributes.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            textDidChange()
        }
    }

    /// The font; `UIFont.systemFont(ofSize: 17)` by default, and again after setting nil.
    /// With `adjustsFontForContentSizeCategory`, a Dynamic Type font reads as the one for the
    /// label's current content size category.
    open var font: UIFont! {
        get { effectiveFont }
        set {
            storedFont = newValue
            textDidChange()
        }
    }

    /// The text colour; `.label` by default, and again after setting nil.
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }

    /// How lines are aligned; `.natural` by default. It never affects layout.
    open var textAlignment: NSTextAlignment = .natural

    /// How text that does not fit is wrapped or truncated; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode {
        get { measuringSettings.lineBreakMode } set { measuringSettings.lineBreakMode = newValue }
    }

    /// The most lines shown; 1 by default, 0 for no limit.
    open var numberOfLines: Int {
        get { measuringSettings.numberOfLines } set { measuringSettings.numberOfLines = newValue }
    }

    /// The width at which a multi-line label wraps for its intrinsic size; 0 (the default)
    /// means the width layout gives it.
    open var preferredMaxLayoutWidth: CGFloat {
        get { measuringSettings.preferredMaxLayoutWidth } set { measuringSettings.preferredMaxLayoutWidth = newValue }
    }

    /// Whether a Dynamic Type font follows the label's content size category; false by default.
    open var adjustsFontForContentSizeCategory: Bool {
        get { measuringSettings.adjustsFontForContentSizeCategory } set { measuringSettings.adjustsFontForContentSizeCategory = newValue }
    }

    // MARK: Appearance (no effect on layout)

    /// Whether the label draws its text as enabled; true by default.
    open var isEnabled: Bool = true
    /// Whether the label draws its text highlighted; false by default.
    open var isHighlighted: Bool = false
    /// The text colour while highlighted; nil by default.
    open var highlightedTextColor: UIColor?
    /// The shadow colour; nil (no shadow) by default.
    open var shadowColor: UIColor?
    /// The shadow offset; (0, −1) by default.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether the font shrinks to fit the width when drawing; false by default. HeadlessUIKit
    /// measures and draws at the full size.
    open var adjustsFontSizeToFitWidth: Bool = false
    /// The smallest scale `adjustsFontSizeToFitWidth` may use; 0 by default.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters may be tightened before truncating; false by default.
    open var allowsDefaultTighteningForTruncation: Bool = false

    // MARK: Sizing (UILabel+Measurement.swift)

    /// The measured text rounded up to the pixel grid (<doc:Environment#Content-views>).
    open override var intrinsicContentSize: CGSize { intrinsicSize }

    /// The text's size for `size.width` (no limit when it is 0 or less), rounded up to the
    /// pixel grid; the height is not limited.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { labelSizeThatFits(size) }

    /// Where the text is drawn inside `bounds`: at its origin with the measured size of at most
    /// `numberOfLines` lines (0 for no limit) at the bounds' width.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        defaultTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    override func baselineOffset(first: Bool) -> CGFloat? { labelBaselineOffset(first: first) }

    override func derivedGeometryDidRefresh() {
        super.derivedGeometryDidRefresh()
        refreshTextLayout()
    }
}
#endif
