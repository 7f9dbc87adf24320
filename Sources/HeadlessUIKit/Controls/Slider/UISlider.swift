#if !canImport(UIKit)
import Foundation

/// A thumb on a track that picks a value in a range.
///
/// A slider keeps the frame it is given, as iOS 16 to 26 record it (a slider made 80 × 20 stays
/// 80 × 20). It has no intrinsic width; its intrinsic height is 31 points [MODEL: no recording
/// of it was found]. Values follow UIKit's header: 0 in 0…1, pinned to the range. Headless
/// sliders are not dragged: a test calls `headlessSlide(to:)`, which sends `.valueChanged`.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value, pinned to `minimumValue…maximumValue`; 0 by default.
    open var value: Float = 0 {
        didSet { value = pinned(value) }
    }
    /// The lowest value; 0 by default.
    open var minimumValue: Float = 0 {
        didSet { value = pinned(value) }
    }
    /// The highest value; 1 by default.
    open var maximumValue: Float = 1 {
        didSet { value = pinned(value) }
    }
    /// Whether value changes are sent while dragging; true by default.
    open var isContinuous = true
    /// An image at the minimum end.
    open var minimumValueImage: UIImage?
    /// An image at the maximum end.
    open var maximumValueImage: UIImage?
    /// The colour of the track below the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track above the thumb.
    open var maximumTrackTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?

    /// A slider at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A slider from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the value (at once headless); sends no event, as UIKit's header says.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// No intrinsic width; 31 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }

    /// Drags the thumb to `value` (pinned) and sends `.valueChanged`.
    public func headlessSlide(to value: Float) {
        self.value = value
        sendActions(for: .valueChanged)
    }

    private func pinned(_ candidate: Float) -> Float {
        min(max(candidate, minimumValue), maximumValue)
    }
}
#endif
