#if !canImport(UIKit)
import Foundation

/// The unqualified name of each class, as descriptions print it (`UILabel`), found once per
/// class: descriptions and logs name every view, guide and constraint after it, and asking the
/// runtime each time costs more than building the rest of the text.
@MainActor enum HeadlessTypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    /// The name of `type`, without its module.
    static func name(of type: AnyClass) -> String {
        if let name = names[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        names[ObjectIdentifier(type)] = name
        return name
    }
}
#endif
