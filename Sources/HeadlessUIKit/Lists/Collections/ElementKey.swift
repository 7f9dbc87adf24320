#if !canImport(UIKit)
import Foundation

/// Identifies an element of a collection view: a cell (no kind) or a supplementary or
/// decoration view of a kind, at an index path.
struct ElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath
    var isDecoration = false
}
#endif
