#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension Constraints {
    /// Runs `body` with the anchors of `a` and `b`, then activates the collected constraints
    /// unless `activate` is false.
    @discardableResult public convenience init<A: LayoutItem, B: LayoutItem>(
        for a: A, _ b: B, activate: Bool = true, file: StaticString = #fileID, line: UInt = #line,
        _ body: (LayoutAnchors<A>, LayoutAnchors<B>) -> Void
    ) {
        self.init(activate: activate, file: file, line: line) { body(LayoutAnchors(a), LayoutAnchors(b)) }
    }

    /// Runs `body` with the anchors of `a`, `b` and `c`, then activates the collected
    /// constraints unless `activate` is false.
    @discardableResult public convenience init<A: LayoutItem, B: LayoutItem, C: LayoutItem>(
        for a: A, _ b: B, _ c: C, activate: Bool = true, file: StaticString = #fileID, line: UInt = #line,
        _ body: (LayoutAnchors<A>, LayoutAnchors<B>, LayoutAnchors<C>) -> Void
    ) {
        self.init(activate: activate, file: file, line: line) { body(LayoutAnchors(a), LayoutAnchors(b), LayoutAnchors(c)) }
    }

    /// Runs `body` with the anchors of `a`, `b`, `c` and `d`, then activates the collected
    /// constraints unless `activate` is false.
    @discardableResult public convenience init<A: LayoutItem, B: LayoutItem, C: LayoutItem, D: LayoutItem>(
        for a: A, _ b: B, _ c: C, _ d: D, activate: Bool = true, file: StaticString = #fileID, line: UInt = #line,
        _ body: (LayoutAnchors<A>, LayoutAnchors<B>, LayoutAnchors<C>, LayoutAnchors<D>) -> Void
    ) {
        self.init(activate: activate, file: file, line: line) { body(LayoutAnchors(a), LayoutAnchors(b), LayoutAnchors(c), LayoutAnchors(d)) }
    }
}
