#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Something that has anchors: a `UIView` or a `UILayoutGuide`.
@MainActor public protocol LayoutItem: AnyObject {
    /// The view that `pinToSuperview`, `alignWithSuperview` and the other container methods
    /// relate to: a view's `superview`, a guide's `owningView`.
    var anchorContainer: UIView? { get }
}

extension UIView: LayoutItem {
    /// The superview.
    public var anchorContainer: UIView? { superview }
}

extension UILayoutGuide: LayoutItem {
    /// The owning view.
    public var anchorContainer: UIView? { owningView }
}

extension LayoutItem {
    /// The typed anchors of the item.
    public var anchors: LayoutAnchors<Self> { LayoutAnchors(self) }

    /// The typed anchors of the item; a short spelling of `anchors`.
    public var al: LayoutAnchors<Self> { LayoutAnchors(self) }
}
