#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A text view as tall as its text, up to `maximumHeight`, after which it scrolls; with an
/// optional placeholder shown while the text is empty. Give it a width (or leading and trailing
/// constraints) and let its intrinsic height do the rest, as in a chat input bar.
@MainActor open class AutoSizingTextView: UITextView {
    /// The tallest the view grows before it scrolls; 0 (the default) for no limit.
    public var maximumHeight: CGFloat = 0 {
        didSet { if maximumHeight != oldValue { contentDidChange() } }
    }
    /// Called after the text changed the view's height (or may have).
    public var contentSizeInvalidatedCallback: ((AutoSizingTextView) -> Void)?
    /// A text shown, in the placeholder colour, while the text is empty.
    public var placeholder: String? {
        get { placeholderLabel?.text }
        set {
            placeholderLabelForUse().text = newValue
            updatePlaceholder()
        }
    }

    private var placeholderLabel: UILabel?
    private var textObserver: (any NSObjectProtocol)?
    private var measuredWidth: CGFloat = -1

    /// The text; setting it measures the view again.
    open override var text: String! {
        didSet { contentDidChange() }
    }

    /// No intrinsic width; the text's height at the current width, at most `maximumHeight`.
    open override var intrinsicContentSize: CGSize {
        let width = bounds.width > 0 ? bounds.width : CGFloat.greatestFiniteMagnitude
        let fitting = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        return CGSize(width: UIView.noIntrinsicMetric, height: maximumHeight > 0 ? min(fitting, maximumHeight) : fitting)
    }

    /// Starts following typed text once the view is in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, textObserver == nil else { return }
        textObserver = NotificationCenter.default.addObserver(
            forName: UITextView.textDidChangeNotification, object: self, queue: nil
        ) { [weak self] _ in MainActor.assumeIsolated { self?.contentDidChange() } }
    }

    /// Measures again when the width changed; places the placeholder.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != measuredWidth {
            measuredWidth = bounds.width
            contentDidChange()
        }
        if let placeholderLabel {
            let inset = textContainerInset, padding = textContainer.lineFragmentPadding
            let width = max(0, bounds.width - inset.left - inset.right - 2 * padding)
            let height = placeholderLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            placeholderLabel.frame = CGRect(x: inset.left + padding, y: inset.top, width: width, height: height)
        }
    }

    private func contentDidChange() {
        let width = bounds.width > 0 ? bounds.width : CGFloat.greatestFiniteMagnitude
        let fitting = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let scrolls = maximumHeight > 0 && fitting > maximumHeight
        if isScrollEnabled != scrolls { isScrollEnabled = scrolls }
        invalidateIntrinsicContentSize()
        updatePlaceholder()
        contentSizeInvalidatedCallback?(self)
    }

    private func placeholderLabelForUse() -> UILabel {
        if let placeholderLabel { return placeholderLabel }
        let label = UILabel()
        label.textColor = .placeholderText
        label.font = font
        label.numberOfLines = 0
        label.isUserInteractionEnabled = false
        addSubview(label)
        placeholderLabel = label
        return label
    }

    private func updatePlaceholder() {
        guard let placeholderLabel else { return }
        placeholderLabel.isHidden = !(text ?? "").isEmpty
        placeholderLabel.font = font
    }
}
