#if !canImport(UIKit)
import Foundation

/// A bar showing how far a task has come.
///
/// UIKit's header says `init(progressViewStyle:)` "sets the view height according to the
/// style"; the view has no intrinsic width and an intrinsic height of 4 points [MODEL: the
/// default style's height since iOS 14 as apps report it; the `.bar` style is given the same
/// height, its own is not published]. Progress is pinned to 0…1 as the header says.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// A rounded track, for content.
        case `default`
        /// A square bar, for toolbars.
        case bar
    }

    /// The bar's height.
    static let height: CGFloat = 4

    /// The style; `.default` by default.
    open var progressViewStyle: Style = .default
    /// The progress, pinned to 0…1; 0 by default.
    open var progress: Float = 0 {
        didSet { progress = min(max(progress, 0), 1) }
    }
    /// The colour of the filled part; nil for the tint colour.
    open var progressTintColor: UIColor?
    /// The colour of the track; nil for the system's.
    open var trackTintColor: UIColor?
    /// An image for the filled part.
    open var progressImage: UIImage?
    /// An image for the track.
    open var trackImage: UIImage?
    /// A progress object whose `fractionCompleted` the bar shows.
    open var observedProgress: Progress? {
        didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
    }

    /// A bar at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        hugsTightly([.vertical])
    }

    /// A bar from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        hugsTightly([.vertical])
    }

    /// A bar of `style`, as high as the style (and with no width).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        progressViewStyle = style
    }

    /// Sets the progress (at once headless).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No intrinsic width; 4 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }
}
#endif
