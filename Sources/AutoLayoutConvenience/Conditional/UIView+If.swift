#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// Creates conditional constraints: every constraint list made in `then` is active while
    /// `condition` holds, every one made in `else` while it does not (<doc:ConditionalConstraints#Blocks>).
    /// Both closures run once, at once; only the constraints are conditional. Unbound conditions
    /// are evaluated on the view each list constrains.
    @discardableResult public static func `if`(
        _ condition: Condition, then: () -> Void, else otherwise: () -> Void = {},
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConditionalResult {
        ConditionalBlock.run(condition, boundTo: nil, then: then, otherwise: otherwise, site: CallSite(file: file, line: line))
    }

    /// Like `if(_:then:else:)`, with conditions that name no view evaluated on `view`.
    @discardableResult public static func `if`(
        view: UIView, is condition: Condition, then: () -> Void, else otherwise: () -> Void = {},
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConditionalResult {
        ConditionalBlock.run(condition, boundTo: view, then: then, otherwise: otherwise, site: CallSite(file: file, line: line))
    }

    /// Alias of `if(view:is:then:else:)`.
    @discardableResult public static func `if`(
        view: UIView, has condition: Condition, then: () -> Void, else otherwise: () -> Void = {},
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConditionalResult {
        ConditionalBlock.run(condition, boundTo: view, then: then, otherwise: otherwise, site: CallSite(file: file, line: line))
    }

    /// Constraints made in `configuration` are active while the constrained view's active
    /// configuration name is `name`: `if(.name(is: name), then: configuration)`.
    @discardableResult public static func addNamedConditionalConfiguration(
        _ name: Condition.ConfigurationName, configuration: () -> Void,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConditionalResult {
        self.if(.name(is: name), then: configuration, file: file, line: line)
    }
}
