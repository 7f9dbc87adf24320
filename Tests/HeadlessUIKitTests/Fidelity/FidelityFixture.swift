import Foundation
import HeadlessUIKit

/// A root view standing in for a published test's window or container, with helpers to add
/// constrained children the way those tests do.
@MainActor struct FidelityFixture {
    let root: UIView

    /// A root of `size` at the origin (no safe area, no superview).
    init(_ width: CGFloat, _ height: CGFloat) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// A child of the root laid out with constraints, optionally of a fixed size.
    func child(width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return view
    }

    /// Activates `constraints` and lays the root out.
    func layOut(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }
}
