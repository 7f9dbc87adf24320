#if !canImport(UIKit)
import Foundation

/// A scrollable, multi-line text view, as in UIKit. There is no keyboard headless: a test types
/// with `headlessType(_:)`, and the delegate and the text notifications see what typing causes.
///
/// With `isScrollEnabled == false` it sizes to its text like a multi-line label: the text is
/// measured at the width layout gave the view, less `textContainerInset` and the text
/// container's line fragment padding (5 points) on each side; the intrinsic size is that
/// text's size plus the insets and paddings, rounded up to the pixel grid; empty text counts as
/// one line (the caret's) [MODEL]. While it scrolls it has no intrinsic size.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
    /// The font text views use when `font` is nil: the 12-pt system font [OBS].
    public static let headlessDefaultFont = UIFont.systemFont(ofSize: 12)

    /// The width the view received in the last solve (<doc:LayoutPass#Width-dependent-sizes>).
    var layoutWidth: CGFloat?
    /// The width a `systemLayoutSizeFitting` run gave the view, while it runs.
    var fittingWidth: CGFloat?

    /// Creates a text view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        followTextContainer()
    }

    /// Creates a text view from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        followTextContainer()
    }

    private func followTextContainer() {
        textContainer.onChange = { [reference = itemReference] in reference.view(as: UITextView.self)?.textDidChange() }
    }

    /// The text; empty by default.
    open var text: String! = "" {
        didSet { textDidChange() }
    }

    /// The font; nil by default (drawn and measured in the 12-pt system font).
    open var font: UIFont? {
        didSet { textDidChange() }
    }

    /// The text colour; nil by default (drawn in `.label`).
    open var textColor: UIColor?

    /// How lines are aligned; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural

    /// Whether the text can be edited; true by default.
    open var isEditable: Bool = true

    /// Whether the text can be selected; true by default.
    open var isSelectable: Bool = true

    /// The space around the text container; 8 at the top and bottom by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChange() }
    }

    /// Whether a Dynamic Type font follows the view's content size category; false by default.
    open var adjustsFontForContentSizeCategory: Bool = false {
        didSet { textDidChange() }
    }

    /// The region the text is laid out in; its line fragment padding (5 points by default) is
    /// left at each end of every line.
    public let textContainer = NSTextContainer()
    /// The delegate, held weakly: a `UITextViewDelegate` hears of editing too (any other scroll
    /// view delegate only of scrolling).
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { textDelegate = delegate as? any UITextViewDelegate }
    }
    /// The delegate as a text view delegate.
    weak var textDelegate: (any UITextViewDelegate)?
    /// The selected range; set to the end of the text by typing.
    open var selectedRange = NSRange(location: 0, length: 0) {
        didSet { if selectedRange != oldValue { textDelegate?.textViewDidChangeSelection(self) } }
    }
    /// A view shown instead of the keyboard.
    open var inputView: UIView?
    /// A view shown above the keyboard.
    open var inputAccessoryView: UIView?

    // MARK: Input traits (stored; no keyboard headless)

    /// How the keyboard capitalises; `.sentences` by default.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether the keyboard autocorrects.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether misspellings are marked.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// The keyboard asked for.
    open var keyboardType = UIKeyboardType.default
    /// The keyboard's look.
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// The return key's title.
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the return key is disabled while the text is empty.
    open var enablesReturnKeyAutomatically = false
    /// What the view holds, for AutoFill.
    open var textContentType: UITextContentType?

    // MARK: Editing

    /// An editable or selectable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing if the delegate agrees.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        editingDidBegin()
        return true
    }

    /// Ends editing if the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        editingDidEnd()
        return true
    }

    /// Ends editing without asking the delegate whether it may (`endEditing(true)`).
    override func forceResign() {
        guard isFirstResponder else { return }
        super.forceResign()
        editingDidEnd()
    }

    /// Whether the view scrolls; turning it off makes the view size to its text.
    open override var isScrollEnabled: Bool {
        didSet { if oldValue != isScrollEnabled { textDidChange() } }
    }

    /// The text's size plus insets when not scrolling; no intrinsic size while scrolling.
    open override var intrinsicContentSize: CGSize { textViewIntrinsicSize }

    /// The size the text needs at `size.width` (no limit when 0 or less), plus insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textViewSize(atWidth: size.width > 0 && size.width.isFinite ? size.width : .greatestFiniteMagnitude)
    }

    override func derivedGeometryDidRefresh() {
        super.derivedGeometryDidRefresh()
        refreshTextViewWidth()
    }
}
#endif
