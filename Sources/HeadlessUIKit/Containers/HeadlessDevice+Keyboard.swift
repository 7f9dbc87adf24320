#if !canImport(UIKit)
import Foundation

extension HeadlessDevice {
    /// The height of the docked software keyboard (with its suggestion bar) in an orientation,
    /// used when `HeadlessKeyboard.show(height:duration:curve:)` is not given one.
    ///
    /// [UNV] placeholders from published measurements, to be checked on real iOS: iPhone SE
    /// 260 / 200, iPhone 15 336 / 209, iPhone 15 Pro Max 346 / 209, iPad Pro 11" 365 / 450
    /// (portrait / landscape). Other phones use 336 / 209 with a home indicator and 260 / 200
    /// without; other pads 365 / 450.
    public func keyboardHeight(in orientation: HeadlessOrientation) -> CGFloat {
        let portrait = orientation.isPortrait
        switch userInterfaceIdiom {
        case .pad:
            return portrait ? 365 : 450
        default:
            if portraitSafeAreaInsets.bottom == 0 { return portrait ? 260 : 200 }
            if portraitScreenSize.width >= 428 { return portrait ? 346 : 209 }
            return portrait ? 336 : 209
        }
    }
}
#endif
