#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// The Visual Format Language without a helper: like UIKit's
/// `constraints(withVisualFormat:options:metrics:views:)`, but throwing `VisualFormatError`
/// instead of raising, and also accepting `X:` equations.
public enum VisualFormatLanguage {
    /// Parses one VFL or `X:` string and returns its constraints, **inactive**, in order.
    ///
    /// `|`, `superview` and `parent` stand for the superview of the first view the string names.
    /// Constraints are identified `"<fileID>:<line> vfl:<format>@<column>"` (or `vfl.x:<format>`).
    /// - Throws: `VisualFormatError` (the only error this module throws).
    @MainActor public static func constraints(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: CGFloat] = [:],
        views: [String: UIView], file: StaticString = #fileID, line: UInt = #line
    ) throws -> [NSLayoutConstraint] {
        let syntax = try VisualFormatSyntax.parse(format)
        let context = FormatContext(viewNames: Set(views.keys), metrics: metrics.mapValues { Double($0) })
        let resolved = try syntax.resolve(in: context, optionBits: options.rawValue)
        let firstView = ResolvedConstraint.firstViewName(in: resolved).flatMap { views[$0] }
        let builder = ConstraintBuilder(superview: firstView?.superview, views: views, file: file, line: line)
        return try builder.constraints(for: syntax, resolved: resolved, priority: nil)
    }
}
