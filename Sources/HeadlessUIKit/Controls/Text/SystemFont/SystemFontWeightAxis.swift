#if !canImport(UIKit)
import Foundation

/// Where a `UIFont.Weight` lies between SF Pro's weight masters.
///
/// The named weights are instances between three masters: Ultralight (0), Regular (1) and Black
/// (2). Their positions are the ones at which SF Pro's static weights (Thin, Light, Medium,
/// Semibold, Bold, Heavy) interpolate the masters' advances and kerning to within a unit of
/// 1/2048 em; weights between named ones are placed linearly between them.
enum SystemFontWeightAxis {
    /// Each named weight's raw value and position on the axis, in increasing order.
    private static let stops: [(weight: CGFloat, position: Float)] = [
        (UIFont.Weight.ultraLight.rawValue, 0), (UIFont.Weight.thin.rawValue, 0.227),
        (UIFont.Weight.light.rawValue, 0.667), (UIFont.Weight.regular.rawValue, 1),
        (UIFont.Weight.medium.rawValue, 1.18), (UIFont.Weight.semibold.rawValue, 1.318),
        (UIFont.Weight.bold.rawValue, 1.5), (UIFont.Weight.heavy.rawValue, 1.763),
        (UIFont.Weight.black.rawValue, 2),
    ]

    /// The weights of the three masters that blend into `weight`: they add up to 1.
    static func masterWeights(for weight: UIFont.Weight) -> SIMD3<Float> {
        let position = self.position(of: weight.rawValue)
        return position <= 1
            ? SIMD3(1 - position, position, 0)
            : SIMD3(0, 2 - position, position - 1)
    }

    /// The axis position of a raw weight, clamped to the masters.
    private static func position(of weight: CGFloat) -> Float {
        guard weight.isFinite, weight > stops[0].weight else { return stops[0].position }
        for (lower, upper) in zip(stops, stops.dropFirst()) where weight <= upper.weight {
            let fraction = Float((weight - lower.weight) / (upper.weight - lower.weight))
            return lower.position + fraction * (upper.position - lower.position)
        }
        return stops[stops.count - 1].position
    }
}
#endif
