#if !canImport(UIKit)
import Foundation

/// The classes registered for reuse identifiers and the views waiting to be reused, per
/// identifier.
struct ReuseQueues {
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// A collection view's registered cells (no kind) and supplementary views, by `key(kind:identifier:)`.
    var collectionClasses: [String: UICollectionReusableView.Type] = [:]
    private var waiting: [String: [UIView]] = [:]

    /// The key of a collection view registration: the identifier, after the kind for supplementary views.
    static func key(kind: String?, identifier: String) -> String {
        kind.map { "\($0)|\(identifier)" } ?? identifier
    }

    /// Puts a view that left the screen in its identifier's queue.
    mutating func enqueue(_ view: UIView, identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// Takes the view queued last for `identifier`, if any.
    mutating func dequeue(_ identifier: String) -> UIView? {
        waiting[identifier]?.popLast()
    }
}
#endif
