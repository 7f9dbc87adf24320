#if !canImport(UIKit)
import Foundation

extension UITableViewCell {
    /// The built-in arrangements of a cell's text and image.
    public enum CellStyle: Int, Sendable {
        /// A text label on the leading side, an optional image before it; no detail label.
        case `default` = 0
        /// Text on the leading side, detail text on the trailing side.
        case value1 = 1
        /// A small trailing-aligned text column, then the detail text.
        case value2 = 2
        /// Text with the detail text below it.
        case subtitle = 3
    }

    /// The standard accessories at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected cell looks; it has no effect on layout.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none = 0
        /// The default highlight (blue before iOS 7).
        case blue = 1
        /// A grey highlight.
        case gray = 2
        /// The system's default highlight.
        case `default` = 3
    }

    /// Whether a table draws separators between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators; rows take their full height.
        case none = 0
        /// A one-pixel line along the bottom of each row.
        case singleLine = 1
        /// The etched line of old grouped tables; drawn as a single line.
        case singleLineEtched = 2
    }

    /// The editing control a cell shows while its table edits.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }
}
#endif
