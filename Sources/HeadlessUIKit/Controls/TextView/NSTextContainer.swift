#if !canImport(UIKit)
import Foundation

/// The region a text view lays its text out in. HeadlessUIKit reads its line fragment padding
/// (the space at each end of every line); the other properties are kept.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The space at each end of every line; 5 points by default.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { onChange?() } }
    }
    /// The most lines the text may take; 0 (the default) for no limit.
    open var maximumNumberOfLines = 0
    /// How the last line breaks when lines are limited.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the container follows the text view's width; true in a text view.
    open var widthTracksTextView = true
    /// Whether the container follows the text view's height.
    open var heightTracksTextView = false
    /// Called when a property that changes the text's size changes.
    var onChange: (@MainActor () -> Void)?

    /// A container of unlimited size.
    public override init() {
        super.init()
    }
}
#endif
