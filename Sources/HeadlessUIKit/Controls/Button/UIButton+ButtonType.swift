#if !canImport(UIKit)
import Foundation

extension UIButton {
    /// The kind of a button, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No system styling.
        case custom = 0
        /// A standard system button: tinted title, 15-pt font.
        case system = 1
        /// A detail-disclosure button.
        case detailDisclosure = 2
        /// An information button on light backgrounds.
        case infoLight = 3
        /// An information button on dark backgrounds.
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A close button: 30 × 30 [UNV].
        case close = 7

        /// The old name of `.system`.
        @available(iOS, deprecated: 7.0, message: "Use .system")
        public static var roundedRect: ButtonType { .system }
    }
}
#endif
