#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Lets the view shrink vertically below its intrinsic height (compression resistance `.defaultLow`).
    @discardableResult public func allowVerticalShrinking() -> Self { resist(.defaultLow, on: [.vertical]) }
    /// Lets the view shrink horizontally below its intrinsic width (compression resistance `.defaultLow`).
    @discardableResult public func allowHorizontalShrinking() -> Self { resist(.defaultLow, on: [.horizontal]) }
    /// Lets the view shrink on both axes (compression resistance `.defaultLow`).
    @discardableResult public func allowShrinking() -> Self { resist(.defaultLow, on: [.horizontal, .vertical]) }

    /// Never shrinks the view vertically below its intrinsic height (compression resistance `.required`).
    @discardableResult public func disallowVerticalShrinking() -> Self { resist(.required, on: [.vertical]) }
    /// Never shrinks the view horizontally below its intrinsic width (compression resistance `.required`).
    @discardableResult public func disallowHorizontalShrinking() -> Self { resist(.required, on: [.horizontal]) }
    /// Never shrinks the view on either axis (compression resistance `.required`).
    @discardableResult public func disallowShrinking() -> Self { resist(.required, on: [.horizontal, .vertical]) }

    /// Lets the view grow vertically beyond its intrinsic height (hugging `.defaultLow`).
    @discardableResult public func allowVerticalGrowing() -> Self { hug(.defaultLow, on: [.vertical]) }
    /// Lets the view grow horizontally beyond its intrinsic width (hugging `.defaultLow`).
    @discardableResult public func allowHorizontalGrowing() -> Self { hug(.defaultLow, on: [.horizontal]) }
    /// Lets the view grow on both axes (hugging `.defaultLow`).
    @discardableResult public func allowGrowing() -> Self { hug(.defaultLow, on: [.horizontal, .vertical]) }

    /// Never grows the view vertically beyond its intrinsic height (hugging `.required`).
    @discardableResult public func disallowVerticalGrowing() -> Self { hug(.required, on: [.vertical]) }
    /// Never grows the view horizontally beyond its intrinsic width (hugging `.required`).
    @discardableResult public func disallowHorizontalGrowing() -> Self { hug(.required, on: [.horizontal]) }
    /// Never grows the view on either axis (hugging `.required`).
    @discardableResult public func disallowGrowing() -> Self { hug(.required, on: [.horizontal, .vertical]) }

    /// Keeps the view at its intrinsic height (hugging and compression resistance `.required`).
    @discardableResult public func prefersExactVerticalSize() -> Self { disallowVerticalGrowing().disallowVerticalShrinking() }
    /// Keeps the view at its intrinsic width (hugging and compression resistance `.required`).
    @discardableResult public func prefersExactHorizontalSize() -> Self { disallowHorizontalGrowing().disallowHorizontalShrinking() }
    /// Keeps the view at its intrinsic size on both axes.
    @discardableResult public func prefersExactSize() -> Self { disallowGrowing().disallowShrinking() }

    private func resist(_ priority: UILayoutPriority, on axes: [NSLayoutConstraint.Axis]) -> Self {
        for axis in axes { setContentCompressionResistancePriority(priority, for: axis) }
        return self
    }

    private func hug(_ priority: UILayoutPriority, on axes: [NSLayoutConstraint.Axis]) -> Self {
        for axis in axes { setContentHuggingPriority(priority, for: axis) }
        return self
    }
}
