#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Prepares `subview` for Auto Layout (`translatesAutoresizingMaskIntoConstraints = false`),
    /// adds it and returns it.
    ///
    /// Inside a conditional block (<doc:LayoutOperations#Adding-subviews>): a subview already in this view is
    /// not added again; one in another view is not moved and `conditionalSuperviewMismatch` is reported.
    @discardableResult public func addSubviewForAutoLayout<V: UIView>(_ subview: V) -> V {
        if let block = ConditionalBlock.current, let current = subview.superview {
            if current === self {
                subview.translatesAutoresizingMaskIntoConstraints = false
            } else {
                LayoutDiagnostics.report(.conditionalSuperviewMismatch, "a conditional block adds a view that already has another superview; it is not moved", file: block.site.file, line: block.site.line)
            }
            return subview
        }
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        return subview
    }
}
