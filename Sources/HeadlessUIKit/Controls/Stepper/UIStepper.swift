#if !canImport(UIKit)
import Foundation

/// A pair of minus and plus buttons that step a value.
///
/// 94 × 32 points, its intrinsic size since iOS 13 [MODEL: the size apps hosting the native
/// stepper report; before iOS 13, 94 × 29 as Apple's UIKit Catalog storyboards record it]; a
/// stepper made with an empty frame takes that size. Values follow UIKit's header: 0 in 0…100,
/// step 1, clamped to the range. Headless steppers are not pressed: a test calls
/// `headlessIncrement()` or `headlessDecrement()`, which send `.valueChanged` as a press does.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's size.
    static let defaultSize = CGSize(width: 94, height: 32)

    /// Whether value changes are sent while pressing; true by default.
    open var isContinuous = true
    /// Whether holding a button repeats; true by default.
    open var autorepeat = true
    /// Whether the value wraps between the ends; false by default.
    open var wraps = false
    /// The value, clamped to `minimumValue…maximumValue`; 0 by default.
    open var value: Double = 0 {
        didSet { value = clamped(value) }
    }
    /// The lowest value; 0 by default.
    open var minimumValue: Double = 0 {
        didSet { value = clamped(value) }
    }
    /// The highest value; 100 by default.
    open var maximumValue: Double = 100 {
        didSet { value = clamped(value) }
    }
    /// The step; 1 by default.
    open var stepValue: Double = 1

    /// A stepper at `frame`; an empty frame takes the stepper's size.
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.defaultSize) : frame)
        hugsTightly([.horizontal, .vertical])
    }

    /// A stepper from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        hugsTightly([.horizontal, .vertical])
    }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    /// Presses plus: adds `stepValue` (wrapping if `wraps`) and sends `.valueChanged`.
    public func headlessIncrement() { step(by: stepValue) }

    /// Presses minus: subtracts `stepValue` (wrapping if `wraps`) and sends `.valueChanged`.
    public func headlessDecrement() { step(by: -stepValue) }

    private func step(by delta: Double) {
        let next = value + delta
        if wraps, next > maximumValue {
            value = minimumValue
        } else if wraps, next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
        sendActions(for: .valueChanged)
    }

    private func clamped(_ candidate: Double) -> Double {
        min(max(candidate, minimumValue), maximumValue)
    }
}
#endif
