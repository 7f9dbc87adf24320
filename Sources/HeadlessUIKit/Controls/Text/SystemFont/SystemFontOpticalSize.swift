#if !canImport(UIKit)
import Foundation

/// How far the system font's glyphs have moved from the text design toward the display design at
/// a point size.
///
/// Since iOS 14 the system font is one variable font whose optical size follows the point size:
/// the text design up to 17 pt, the display design from 28 pt, and between them a blend along a
/// non-linear axis (WWDC 2020, "The details of UI typography"). The blend at each whole point
/// size was read off SF Pro's variable font (the same share for every glyph and weight, within
/// 1.5 %); sizes in between are interpolated linearly.
enum SystemFontOpticalSize {
    /// The display design's share at 17, 18, …, 28 pt.
    private static let displayShares: [Float] = [0, 0.046, 0.091, 0.235, 0.38, 0.526, 0.671, 0.818, 0.863, 0.909, 0.952, 1]

    /// The display design's share at `pointSize`, from 0 (text) to 1 (display).
    static func displayShare(at pointSize: CGFloat) -> Float {
        guard pointSize.isFinite, pointSize > 17 else { return 0 }
        guard pointSize < 28 else { return 1 }
        let offset = Float(pointSize - 17), index = Int(offset)
        let fraction = offset - Float(index)
        return displayShares[index] + fraction * (displayShares[index + 1] - displayShares[index])
    }
}
#endif
