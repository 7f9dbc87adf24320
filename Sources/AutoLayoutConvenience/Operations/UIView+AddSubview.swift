#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Prepares `subview` for Auto Layout (`translatesAutoresizingMaskIntoConstraints = false`),
    /// adds it and returns it.
    @discardableResult public func addSubviewForAutoLayout<V: UIView>(_ subview: V) -> V {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        return subview
    }
}
