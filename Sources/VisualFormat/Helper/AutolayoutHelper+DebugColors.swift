#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension AutolayoutHelper {
    /// Whether views added through any helper get a debug background colour.
    static var displaysDebugColors = false

    /// Turns debug background colours on or off for every view added through a helper
    /// afterwards (<doc:VisualFormatRules#Debug-colours>). Colours come from `debugBackgroundColor(forKey:)`.
    public static func setDisplayBackgroundColorsForDebugging(_ enabled: Bool) {
        displaysDebugColors = enabled
    }

    /// The debug colour of a key: hue from a stable hash of the key (FNV-1a over its UTF-8
    /// bytes, modulo 360 degrees), saturation 0.6, brightness 0.9, alpha 0.4.
    public static func debugBackgroundColor(forKey key: String) -> UIColor {
        UIColor(hue: debugHue(forKey: key), saturation: 0.6, brightness: 0.9, alpha: 0.4)
    }

    /// The hue (0..<1, in steps of 1/360) of a key's debug colour.
    static func debugHue(forKey key: String) -> CGFloat {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return CGFloat(hash % 360) / 360
    }
}
