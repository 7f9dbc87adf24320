#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Adding subviews and constraining them in one step (<doc:AnchorRules#Adding-subviews>): the views are added in
/// argument order, then `Constraints(for:…)` runs the closure. Autoresizing translation is turned
/// off on the first item of every constraint created.
extension UIView {
    /// Adds `a` and constrains it with `constraints`.
    @discardableResult public func addSubview(
        _ a: UIView, file: StaticString = #fileID, line: UInt = #line,
        constraints: (LayoutAnchors<UIView>) -> Void
    ) -> Constraints {
        addSubview(a)
        return Constraints(for: a, file: file, line: line, constraints)
    }

    /// Adds `a` and `b`, in that order, and constrains them with `constraints`.
    @discardableResult public func addSubview(
        _ a: UIView, _ b: UIView, file: StaticString = #fileID, line: UInt = #line,
        constraints: (LayoutAnchors<UIView>, LayoutAnchors<UIView>) -> Void
    ) -> Constraints {
        for view in [a, b] { addSubview(view) }
        return Constraints(for: a, b, file: file, line: line, constraints)
    }

    /// Adds `a`, `b` and `c`, in that order, and constrains them with `constraints`.
    @discardableResult public func addSubview(
        _ a: UIView, _ b: UIView, _ c: UIView, file: StaticString = #fileID, line: UInt = #line,
        constraints: (LayoutAnchors<UIView>, LayoutAnchors<UIView>, LayoutAnchors<UIView>) -> Void
    ) -> Constraints {
        for view in [a, b, c] { addSubview(view) }
        return Constraints(for: a, b, c, file: file, line: line, constraints)
    }

    /// Adds `a`, `b`, `c` and `d`, in that order, and constrains them with `constraints`.
    @discardableResult public func addSubview(
        _ a: UIView, _ b: UIView, _ c: UIView, _ d: UIView, file: StaticString = #fileID, line: UInt = #line,
        constraints: (LayoutAnchors<UIView>, LayoutAnchors<UIView>, LayoutAnchors<UIView>, LayoutAnchors<UIView>) -> Void
    ) -> Constraints {
        for view in [a, b, c, d] { addSubview(view) }
        return Constraints(for: a, b, c, d, file: file, line: line, constraints)
    }
}
