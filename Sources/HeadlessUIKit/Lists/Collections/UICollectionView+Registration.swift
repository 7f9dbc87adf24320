#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// A cell class with the closure that configures its cells for an item; the collection view
    /// registers the class the first time the registration is used.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures a cell for an item.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        let identifier = "CellRegistration-\(UUID().uuidString)"

        /// Creates a registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of a kind with the closure that configures its views.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// Configures a view of a kind at an index path.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let elementKind: String
        let handler: Handler
        let identifier = "SupplementaryRegistration-\(UUID().uuidString)"

        /// Creates a registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class, configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if reuse.collectionClasses[registration.identifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
            ?? Cell(headlessReuseIdentifier: registration.identifier)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class, configured for `indexPath`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let key = ReuseQueues.key(kind: registration.elementKind, identifier: registration.identifier)
        if reuse.collectionClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
            as? Supplementary ?? Supplementary(headlessReuseIdentifier: registration.identifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
#endif
