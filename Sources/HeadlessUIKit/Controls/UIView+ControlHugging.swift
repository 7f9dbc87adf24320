#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Raises content hugging to `.defaultHigh` on `axes`, as UIKit's fixed-size controls do:
    /// switches, steppers and activity indicators hug at 750 on both axes, progress views
    /// vertically (a Stack Overflow answer tabulating Xcode 7.3's defaults, "What are the default
    /// Auto Layout Content Hugging and Content Compression Resistance priority values?").
    func hugsTightly(_ axes: [NSLayoutConstraint.Axis]) {
        for axis in axes { setContentHuggingPriority(.defaultHigh, for: axis) }
    }
}
#endif
