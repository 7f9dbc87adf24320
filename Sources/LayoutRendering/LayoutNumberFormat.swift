#if !canImport(UIKit)
import Foundation

/// Formats a coordinate with at most three decimals and no trailing zeros: `20.333`, `8`, `-0.5`.
func layoutNumber(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    if rounded == rounded.rounded() {
        return String(Int(rounded))
    }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// A rectangle in UIKit's description format: `(x y; width height)`.
func layoutRect(_ rect: CGRect) -> String {
    "(\(layoutNumber(rect.minX)) \(layoutNumber(rect.minY)); \(layoutNumber(rect.width)) \(layoutNumber(rect.height)))"
}
#endif
