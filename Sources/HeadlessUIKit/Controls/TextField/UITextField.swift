#if !canImport(UIKit)
import Foundation

/// A single-line text input.
///
/// Layout as iOS 16 to 26 record it for a field without a border: the text (or, while the
/// text is empty, the placeholder in `.placeholderText`) is one line in the 17-point system
/// font, as wide as the field less its side views and centred vertically on the pixel grid (a
/// 30 × 30 field puts a placeholder line 20⅓ high at y 5). Side views keep their sizes, centred
/// vertically at the leading and trailing edges, shown as their modes say (the field is never
/// edited by a keyboard headless, so `.unlessEditing` shows them until it becomes first
/// responder). The intrinsic size is the line's size plus the side views' widths [MODEL].
/// Border styles other than `.none` and the clear button are not modelled: they are laid out
/// as `.none`, without the button, and say so once in the log.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The font a text field uses when `font` is nil: the 17-point system font.
    public static let headlessDefaultFont = UIFont.systemFont(ofSize: 17)

    private let textLabel = UILabel()
    private var loggedUnmodelled = false

    /// Creates a text field with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextLabel()
    }

    /// Creates a text field from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextLabel()
    }

    private func setUpTextLabel() {
        textLabel.isUserInteractionEnabled = false
        addSubview(textLabel)
        contentDidChange()
    }

    // MARK: Content

    /// The text; empty by default (setting nil empties it). Setting it sends no event.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            contentDidChange()
        }
    }
    private var storedText = ""

    /// The text shown while the field is empty.
    open var placeholder: String? { didSet { contentDidChange() } }
    /// The font; the 17-point system font when nil.
    open var font: UIFont? { didSet { contentDidChange() } }
    /// The text colour; `.label` when nil.
    open var textColor: UIColor? { didSet { contentDidChange() } }
    /// How the text is aligned in the field; `.natural` by default.
    open var textAlignment = NSTextAlignment.natural { didSet { textLabel.textAlignment = textAlignment } }
    /// The border; `.none` by default.
    open var borderStyle = UITextField.BorderStyle.none { didSet { contentDidChange() } }
    /// Whether the font follows the content size category; false by default.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the text shrinks to fit; false by default.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the text shrinks to.
    open var minimumFontSize: CGFloat = 0
    /// Whether beginning to edit clears the text; false by default.
    open var clearsOnBeginEditing = false
    /// The object asked about editing.
    open weak var delegate: (any UITextFieldDelegate)?

    // MARK: Side views

    /// When the clear button shows; `.never` by default.
    open var clearButtonMode = UITextField.ViewMode.never { didSet { contentDidChange() } }
    /// A view at the leading edge (a magnifying glass, an icon).
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            contentDidChange()
        }
    }
    /// When the left view shows; `.never` by default.
    open var leftViewMode = UITextField.ViewMode.never { didSet { contentDidChange() } }
    /// A view at the trailing edge.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            contentDidChange()
        }
    }
    /// When the right view shows; `.never` by default.
    open var rightViewMode = UITextField.ViewMode.never { didSet { contentDidChange() } }
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
    /// Whether the text is hidden as it is typed.
    open var isSecureTextEntry = false { didSet { contentDidChange() } }
    /// What the field holds, for AutoFill.
    open var textContentType: UITextContentType?

    // MARK: Editing

    /// Whether the field is being edited (it is the first responder).
    open private(set) var isEditing = false

    /// A field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing if the delegate agrees: sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = "" }
        contentDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing if the delegate agrees: sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        contentDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Ends editing without asking the delegate whether it may (`endEditing(true)`).
    override func forceResign() {
        guard isFirstResponder else { return }
        super.forceResign()
        isEditing = false
        contentDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// Types `string` at the end of the text as a keyboard would: the field becomes first
    /// responder, the delegate may refuse the change, and `.editingChanged` is sent. Headless
    /// only: UIKit takes typing from a keyboard.
    public func headlessType(_ string: String) {
        guard becomeFirstResponder() else { return }
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        storedText += string
        contentDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Presses the return key: asks the delegate, then sends `.editingDidEndOnExit`. Headless
    /// only: UIKit takes the key from a keyboard.
    public func headlessPressReturn() {
        guard isEditing, delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
    }

    // MARK: Geometry

    /// The rectangle of the border: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle of the text: the bounds less the side views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = shows(leftView, leftViewMode) ? leftViewRect(forBounds: bounds).maxX : bounds.minX
        let right = shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// The rectangle of the placeholder: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the text while editing: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle of the clear button: empty (the button is not modelled).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }

    /// The left view at its size, centred vertically at the leading edge.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = sideSize(of: leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view at its size, centred vertically at the trailing edge.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = sideSize(of: rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The line's size plus the side views shown.
    open override var intrinsicContentSize: CGSize {
        let line = textLabel.intrinsicContentSize
        var size = CGSize(width: line.width, height: line.height)
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] where shows(view, mode) {
            let side = sideSize(of: view)
            size.width += side.width
            size.height = max(size.height, side.height)
        }
        return size
    }

    /// Places the text line and the side views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let rect = isEditing ? editingRect(forBounds: bounds) : (storedText.isEmpty ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds))
        let lineHeight = textLabel.intrinsicContentSize.height
        place(textLabel, at: CGRect(x: rect.minX, y: rect.midY - lineHeight / 2, width: rect.width, height: lineHeight))
        if let leftView, shows(leftView, leftViewMode) { place(leftView, at: leftViewRect(forBounds: bounds)) }
        if let rightView, shows(rightView, rightViewMode) { place(rightView, at: rightViewRect(forBounds: bounds)) }
    }

    // MARK: Private

    private func shows(_ view: UIView?, _ mode: UITextField.ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private func sideSize(of view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.frame.size != .zero { return view.frame.size }
        return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    /// Shows the text or the placeholder in the label, adds the side views shown, and asks
    /// for layout.
    private func contentDidChange() {
        let font = self.font ?? Self.headlessDefaultFont
        textLabel.font = font
        if storedText.isEmpty {
            textLabel.text = placeholder
            textLabel.textColor = .placeholderText
        } else {
            textLabel.text = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
            textLabel.textColor = textColor ?? .label
        }
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view else { continue }
            if shows(view, mode) {
                if view.superview !== self { addSubview(view) }
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        logUnmodelled()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func logUnmodelled() {
        guard !loggedUnmodelled else { return }
        let clearButtonShows = clearButtonMode == .always || (clearButtonMode == .unlessEditing && !storedText.isEmpty)
        guard borderStyle != .none || clearButtonShows else { return }
        loggedUnmodelled = true
        writeLog(.notModelled, "HeadlessUIKit: a text field's border insets and clear button are not modelled; it is laid out as a borderless field without the button")
    }
}

extension UITextField {
    /// A text field's border, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// Rounded corners.
        case roundedRect
    }

    /// When a side view or the clear button shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While the field is edited.
        case whileEditing
        /// While it is not.
        case unlessEditing
        /// Always.
        case always
    }
}
#endif
