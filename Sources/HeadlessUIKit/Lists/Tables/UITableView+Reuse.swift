#if !canImport(UIKit)
import Foundation

// Registering cell classes and taking cells from the reuse queues.
extension UITableView {
    /// Registers the class the table makes cells of for `identifier`. Nil removes the
    /// registration. The class must be `UITableViewCell` or a subclass.
    func registerCellClass(_ cellClass: AnyClass?, for identifier: String) {
        Self.register(cellClass, for: identifier, in: &reuse.cellClasses)
    }

    /// Registers the class the table makes header and footer views of for `identifier`.
    func registerHeaderFooterClass(_ aClass: AnyClass?, for identifier: String) {
        Self.register(aClass, for: identifier, in: &reuse.headerFooterClasses)
    }

    /// Records `aClass` in `registry` for `identifier`, or removes the entry when it is nil. A
    /// class not of kind `Kind` makes UIKit raise; here the exception is logged and nothing changes.
    private static func register<Kind>(_ aClass: AnyClass?, for identifier: String, in registry: inout [String: Kind.Type]) {
        guard let aClass else {
            registry[identifier] = nil
            return
        }
        guard let type = aClass as? Kind.Type else {
            raiseException("NSInvalidArgumentException", "must pass a class of kind \(Kind.self), not \(aClass)")
            return
        }
        registry[identifier] = type
    }

    /// A queued cell for `identifier` (after `prepareForReuse()`), or a new one of the registered
    /// class, or nil when neither exists.
    func dequeueCell(_ identifier: String) -> UITableViewCell? {
        if let cell = reuse.dequeue(identifier) as? UITableViewCell {
            cell.prepareForReuse()
            return cell
        }
        guard let type = reuse.cellClasses[identifier] else { return nil }
        let cell = type.init(headlessReuseIdentifier: identifier)
        cell.owningTable = self
        return cell
    }

    /// A queued cell for `identifier` (after `prepareForReuse()`) or a new one of the class
    /// registered for it, sized for the row at `indexPath`. Without a registration UIKit raises;
    /// here the exception is logged and a `.default` cell is returned.
    func dequeueCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueCell(identifier) { return cell }
        raiseException("NSInternalInconsistencyException",
                          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A queued header or footer view for `identifier` (after `prepareForReuse()`), or a new one
    /// of the registered class, or nil.
    func dequeueHeaderFooterView(_ identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reuse.dequeue(identifier) as? UITableViewHeaderFooterView {
            view.prepareForReuse()
            return view
        }
        return reuse.headerFooterClasses[identifier].map { $0.init(headlessReuseIdentifier: identifier) }
    }
}
#endif
