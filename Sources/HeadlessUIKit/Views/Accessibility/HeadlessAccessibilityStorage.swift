#if !canImport(UIKit)
import Foundation

/// The accessibility values set on a view; nil where the view's default applies.
struct HeadlessAccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var traits: UIAccessibilityTraits?
}
#endif
