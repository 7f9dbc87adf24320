import Foundation
import HeadlessUIKit

/// A view with a fixed intrinsic content size, for tests.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A plain view with `translatesAutoresizingMaskIntoConstraints` off, added to `superview`.
@MainActor func constrainedSubview(of superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// A detached root view at the origin with the given size.
@MainActor func rootView(_ width: CGFloat, _ height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}
