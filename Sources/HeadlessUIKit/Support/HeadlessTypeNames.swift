#if !canImport(UIKit)
import Foundation

/// The unqualified name of each class, as descriptions print it (`UILabel`), found once per
/// class: every view and guide names its solver variables after it, and asking the runtime
/// each time costs more than the rest of a constraint's translation.
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
