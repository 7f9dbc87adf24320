#if !canImport(UIKit)
import Foundation

// Registering cell and supplementary view classes and taking views from the reuse queues.
extension UICollectionView {
    /// Registers `viewClass` for cells (`kind` nil) or supplementary views of `kind`.
    func registerReusableClass(_ viewClass: AnyClass?, kind: String?, identifier: String) {
        let key = ReuseQueues.key(kind: kind, identifier: identifier)
        guard let viewClass else {
            reuse.collectionClasses[key] = nil
            return
        }
        let type: UICollectionReusableView.Type? = kind == nil ? viewClass as? UICollectionViewCell.Type : viewClass as? UICollectionReusableView.Type
        guard let type else {
            raiseException("NSInvalidArgumentException",
                              "must pass a class of kind \(kind == nil ? "UICollectionViewCell" : "UICollectionReusableView") - \(viewClass)")
            return
        }
        reuse.collectionClasses[key] = type
    }

    /// A queued view (after `prepareForReuse()`) or a new one of the registered class; nil,
    /// with UIKit's exception logged, when nothing is registered.
    func dequeueReusable(kind: String?, identifier: String) -> UICollectionReusableView? {
        let key = ReuseQueues.key(kind: kind, identifier: identifier)
        if let view = reuse.dequeue(key) as? UICollectionReusableView {
            view.prepareForReuse()
            return view
        }
        guard let type = reuse.collectionClasses[key] else {
            let what = kind.map { "view of kind: \($0) with identifier \(identifier)" } ?? "view of kind: UICollectionElementKindCell with identifier \(identifier)"
            raiseException("NSInternalInconsistencyException",
                              "could not dequeue a \(what) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return nil
        }
        let view = type.init(headlessReuseIdentifier: identifier)
        view.reuseQueueKey = key
        return view
    }
}
#endif
