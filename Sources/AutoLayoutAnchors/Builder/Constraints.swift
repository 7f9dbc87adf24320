#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Collects the typed-anchor constraints created while its closure runs and activates them in
/// one batch when the closure returns (<doc:AnchorRules#The-builder>).
///
/// Inside the closure constraints are not active yet, so their priorities may still be changed.
/// Nested builders collect and activate only their own constraints. Activation goes through the
/// shared activation step, so a builder inside a DSL conditional block becomes conditional.
@MainActor public final class Constraints {
    /// The collected constraints, in creation order.
    public let constraints: [NSLayoutConstraint]
    private let call: AnchorCall

    /// Runs `body`, collecting every constraint it creates, then activates them unless
    /// `activate` is false.
    @discardableResult public init(
        activate: Bool = true, file: StaticString = #fileID, line: UInt = #line, _ body: () -> Void
    ) {
        call = AnchorCall("constraints", file, line)
        constraints = ConstraintGroup.collect(body)
        if activate { self.activate() }
    }

    /// Runs `body` with the anchors of `a`, then activates the collected constraints unless
    /// `activate` is false.
    @discardableResult public convenience init<A: LayoutItem>(
        for a: A, activate: Bool = true, file: StaticString = #fileID, line: UInt = #line,
        _ body: (LayoutAnchors<A>) -> Void
    ) {
        self.init(activate: activate, file: file, line: line) { body(LayoutAnchors(a)) }
    }

    /// Activates the constraints through the shared activation step, in one batch.
    public func activate() {
        guard !constraints.isEmpty else { return }
        ConstraintActivation.submit(constraints, for: ConstraintGroup.firstView(of: constraints), site: call.site)
    }

    /// Deactivates the constraints.
    public func deactivate() {
        NSLayoutConstraint.deactivate(constraints)
    }
}

extension Constraints: @MainActor RandomAccessCollection {
    /// The position of the first constraint.
    public var startIndex: Int { constraints.startIndex }
    /// The position after the last constraint.
    public var endIndex: Int { constraints.endIndex }
    /// The constraint at `position`.
    public subscript(position: Int) -> NSLayoutConstraint { constraints[position] }
}
