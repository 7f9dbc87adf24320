#if !canImport(UIKit)
import Foundation

/// A view behind a section (a background), covering the section's whole geometry less the
/// item's content insets. The layout makes the view from the class registered for its kind.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind registered with the layout (`register(_:forDecorationViewOfKind:)`).
    public let elementKind: String
    /// The stacking order: 0 by default, and a section with decorations has its other
    /// elements raised to 1, as UIKit documents.
    open var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background behind a section, of `elementKind`.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
#endif
