#if !canImport(UIKit)
import Foundation

extension HeadlessEnvironment {
    /// How labels, buttons and text views measure text; settable, by default
    /// `HeadlessSystemFontTextModel()`. Views measured before a change keep their intrinsic
    /// sizes until they are invalidated, so set it before building views.
    public static var textMeasurer: any HeadlessTextMeasuring = HeadlessSystemFontTextModel() {
        didSet { textMeasurerGeneration += 1 }
    }

    /// Counts changes of `textMeasurer`, so that remembered measurements of an earlier measurer
    /// are not reused.
    static var textMeasurerGeneration = 0
}
#endif
