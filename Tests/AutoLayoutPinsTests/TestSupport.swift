import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// `view`, added to `superview`; `translatesAutoresizingMaskIntoConstraints` is left alone,
/// since pushing pins turns it off.
@MainActor @discardableResult func add<V: UIView>(_ view: V, to superview: UIView) -> V {
    superview.addSubview(view)
    return view
}

/// The kinds of `reported`, in order.
func kinds(_ reported: [LayoutDiagnostic]) -> [String] { reported.map(\.kind.rawValue) }

