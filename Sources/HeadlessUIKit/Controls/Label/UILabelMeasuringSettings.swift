#if !canImport(UIKit)
import Foundation

/// The settings of a label that decide how its text is measured, besides text and font: a
/// change of any of them measures the text again.
struct UILabelMeasuringSettings: Equatable {
    /// How text that does not fit is wrapped or truncated.
    var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The most lines shown; 0 for no limit.
    var numberOfLines = 1
    /// The width at which a multi-line label wraps for its intrinsic size; 0 for the width
    /// layout gives it.
    var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether a Dynamic Type font follows the label's content size category.
    var adjustsFontForContentSizeCategory = false
}
#endif
