#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The stacks behind `UIView.with` and the resolution of defaults (<doc:LayoutOperations#Defaults>).
@MainActor enum LayoutDefaults {
    private static var anchorables: [LayoutAnchorable] = []
    private static var horizontal: [AxisRequest] = []
    private static var vertical: [AxisRequest] = []
    private static var insets: [NSDirectionalEdgeInsets] = []
    private static var spacings: [CGFloat] = []

    /// Pushes every argument that is not the default, runs `body`, pops them again.
    static func push(
        _ anchorable: LayoutAnchorable, horizontally: AxisRequest, vertically: AxisRequest,
        insets newInsets: NSDirectionalEdgeInsets, spacing: CGFloat, during body: () -> Void
    ) {
        let pushesAnchorable = anchorable != .default
        let pushesHorizontal = horizontally != AxisRequest(operation: .defaultLayout)
        let pushesVertical = vertically != AxisRequest(operation: .defaultLayout)
        let pushesInsets = [newInsets.top, newInsets.leading, newInsets.bottom, newInsets.trailing].contains { $0.isFinite }
        let pushesSpacing = spacing.isFinite
        if pushesAnchorable { anchorables.append(anchorable) }
        if pushesHorizontal { horizontal.append(horizontally) }
        if pushesVertical { vertical.append(vertically) }
        if pushesInsets { insets.append(newInsets) }
        if pushesSpacing { spacings.append(spacing) }
        defer {
            if pushesAnchorable { anchorables.removeLast() }
            if pushesHorizontal { horizontal.removeLast() }
            if pushesVertical { vertical.removeLast() }
            if pushesInsets { insets.removeLast() }
            if pushesSpacing { spacings.removeLast() }
        }
        body()
    }

    /// The default anchorable: the innermost pushed one, else `.superview`.
    static var anchorable: LayoutAnchorable { anchorables.last ?? .superview }

    /// The default layout of an axis: the innermost pushed value that names an operation (skipping
    /// attached ones when `excludingAttached`), else `.fill`. Pushed `.overflow(.default)` values
    /// on the way keep their "may overflow" flag.
    static func request(for axis: LayoutAxis, excludingAttached: Bool) -> AxisRequest {
        var isConstrained = true
        for request in (axis == .horizontal ? horizontal : vertical).reversed() {
            switch request.operation {
            case .defaultLayout:
                isConstrained = isConstrained && request.isConstrained
            case .attached where excludingAttached:
                continue
            default:
                return AxisRequest(operation: request.operation, isConstrained: isConstrained && request.isConstrained)
            }
        }
        return AxisRequest(operation: .fill(nil), isConstrained: isConstrained)
    }

    /// Resolves per-edge sentinels in `requested`; NaN edges are reported and treated as sentinels.
    static func resolve(_ requested: NSDirectionalEdgeInsets, site: CallSite) -> NSDirectionalEdgeInsets {
        func edge(_ keyPath: WritableKeyPath<NSDirectionalEdgeInsets, CGFloat>, _ name: String) -> CGFloat {
            let value = requested[keyPath: keyPath]
            if value.isFinite { return value }
            if value.isNaN {
                LayoutDiagnostics.report(.invalidArgument, "the \(name) inset is NaN; the default inset is used", file: site.file, line: site.line)
            }
            return insets.reversed().lazy.map { $0[keyPath: keyPath] }.first { $0.isFinite } ?? 0
        }
        return NSDirectionalEdgeInsets(top: edge(\.top, "top"), leading: edge(\.leading, "leading"), bottom: edge(\.bottom, "bottom"), trailing: edge(\.trailing, "trailing"))
    }

    /// Resolves a spacing sentinel; NaN is reported and treated as the sentinel.
    static func resolve(spacing: CGFloat, site: CallSite) -> CGFloat {
        if spacing.isFinite { return spacing }
        if spacing.isNaN {
            LayoutDiagnostics.report(.invalidArgument, "the spacing is NaN; the default spacing is used", file: site.file, line: site.line)
        }
        return spacings.last ?? 0
    }
}
