#if !canImport(UIKit)
import Foundation

/// A spinning indicator of work in progress.
///
/// Sized by its style as UIKit's header says ("sizes the view according to the style"): 20 × 20
/// points for `.medium` (and the old white and gray styles), 37 × 37 for `.large` (and the old
/// white-large style), which is also its intrinsic content size; the size does not change with
/// Dynamic Type or appearance. With `hidesWhenStopped` (true by default) it is hidden whenever
/// it is not animating, from the start.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The look of the indicator, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The medium indicator (iOS 13).
        case medium = 100
        /// The large indicator (iOS 13).
        case large = 101
        /// The large white indicator (deprecated in iOS 13).
        case whiteLarge = 0
        /// The white indicator (deprecated in iOS 13).
        case white = 1
        /// The gray indicator (deprecated in iOS 13).
        case gray = 2

        /// The indicator's size in this style.
        var size: CGSize {
            switch self {
            case .large, .whiteLarge: CGSize(width: 37, height: 37)
            case .medium, .white, .gray: CGSize(width: 20, height: 20)
            }
        }
    }

    /// The style; setting it changes the intrinsic size.
    open var style: Style = .medium {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the indicator is hidden while it is not animating; true by default.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// The colour of the spinner; nil resets it to the style's.
    open var color: UIColor! {
        get { customColor ?? (style == .white || style == .whiteLarge ? .white : .secondaryLabel) }
        set { customColor = newValue }
    }
    /// Whether the indicator is animating.
    open private(set) var isAnimating = false
    private var customColor: UIColor?

    /// An indicator of `style`, sized to it.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        hugsTightly([.horizontal, .vertical])
        isHidden = true
    }

    /// A medium indicator with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hugsTightly([.horizontal, .vertical])
        isHidden = true
    }

    /// An indicator from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        hugsTightly([.horizontal, .vertical])
        isHidden = true
    }

    /// A medium indicator sized to its style.
    public convenience init() {
        self.init(style: .medium)
    }

    /// Starts animating (and shows the indicator).
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops animating (and hides the indicator if `hidesWhenStopped`).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { style.size }
}
#endif
