#if !canImport(UIKit)
import Foundation

/// Decides where a collection view's cells and supplementary views go. Subclass it for a
/// custom layout: `prepare()` works the attributes out, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)` answer from them.
/// The collection view prepares its layout on its first layout pass, after
/// `invalidateLayout()`, after a reload, when its size changes, and when elements still at
/// estimated sizes come on screen (the built-in layouts measure them then).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView? {
        get { collectionViewReference?.view(as: UICollectionView.self) }
        set { collectionViewReference = newValue?.itemReference }
    }
    private var collectionViewReference: HeadlessItemReference?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Creates a layout from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class of the attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Works out the layout; called before the collection view asks for attributes.
    open func prepare() {}

    /// The size of the content the layout places.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Registers the class the collection view makes decoration views of `elementKind` from;
    /// nil removes it. The class must be a `UICollectionReusableView`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            raiseException("NSInvalidArgumentException", "must pass a class of kind UICollectionReusableView - \(viewClass)")
            return
        }
        decorationClasses[elementKind] = type
    }

    /// The classes registered for decoration views, by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Marks the layout to be prepared again at the collection view's next layout pass.
    open func invalidateLayout() {
        needsPreparation = true
        collectionView?.setNeedsLayout()
    }

    /// Whether moving the bounds to `newBounds` invalidates the layout; false by default (a
    /// change of size always does).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether `prepare()` must run before attributes are read.
    var needsPreparation = true

    /// The sizes measured from self-sizing cells so far (the built-in layouts keep them here).
    var measuredSizes = MeasuredItemSizes()
    /// The frames of the elements still at their estimated sizes after the last preparation.
    var estimatedFrames: [CGRect] = []

    /// Whether elements still at estimated sizes meet `rect`, so that showing it needs the
    /// layout prepared again to measure them.
    func needsMeasuring(in rect: CGRect) -> Bool {
        // A loop, not `contains(where:)`: its isolated closure would check its executor per frame.
        for frame in estimatedFrames where frame.intersects(rect) { return true }
        return false
    }

    /// The part of the content on screen along one axis, less the adjusted content insets
    /// (the area pinned headers and footers keep to); nil without a collection view.
    func visibleSpan(vertical: Bool) -> (start: CGFloat, end: CGFloat)? {
        guard let collectionView else { return nil }
        let inset = collectionView.adjustedContentInset, offset = collectionView.contentOffset, size = collectionView.bounds.size
        return vertical
            ? (offset.y + inset.top, offset.y + size.height - inset.bottom)
            : (offset.x + inset.left, offset.x + size.width - inset.right)
    }

    /// Forgets the sizes measured from cells (the data changed).
    func forgetMeasuredSizes() {
        measuredSizes.removeAll()
    }
}
#endif
