#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// How the cross axis of a pinned edge is constrained: filled, centred, aligned to one edge,
/// attached to the view pinned to, or left alone.
public struct ConstrainedLayout<FillLayout: BaseLayout, MainAxisLayout: SingleAxisLayout>: Equatable, Sendable {
    /// A centre to align to and the edges to stay between.
    public struct CenteredLayout: Equatable, Sendable {
        /// What the view is centred in.
        public var center: MainAxisLayout
        /// What the view stays inside.
        public var fill: FillLayout

        /// Creates a centred layout.
        public init(center: MainAxisLayout, fill: FillLayout) {
            self.center = center
            self.fill = fill
        }
    }

    /// What is done on the axis. A nil payload means "derive it" (<doc:LayoutOperations#The-cross-axis>).
    public indirect enum Operation: Equatable, Sendable {
        /// Nothing is constrained.
        case none
        /// The default layout (see `UIView.with`), `.fill` unless changed.
        case `default`
        /// Constrained to the view pinned to instead of the superview.
        case attached(ConstrainedLayout?)
        /// Both edges are pinned.
        case fill(FillLayout?)
        /// The centre is pinned; the edges stay inside.
        case center(CenteredLayout?)
        /// The start edge (leading or top) is pinned; the end edge stays inside.
        case start(FillLayout?)
        /// The end edge (trailing or bottom) is pinned; the start edge stays inside.
        case end(FillLayout?)
    }

    /// What is done on the axis.
    public var operation: Operation
    /// False means "may overflow": the inequalities that keep the view inside are omitted.
    public var isConstrained: Bool

    /// Creates a constrained layout.
    public init(operation: Operation, isConstrained: Bool = true) {
        self.operation = operation
        self.isConstrained = isConstrained
    }

    /// Nothing is constrained on the axis.
    public static var none: Self { Self(operation: .none) }
    /// The default layout, `.fill` unless changed with `UIView.with`.
    public static var `default`: Self { Self(operation: .default) }
    /// Fills the derived layout (usually the superview).
    public static var fill: Self { Self(operation: .fill(nil)) }
    /// Fills `layout`.
    public static func filling(_ layout: FillLayout) -> Self { Self(operation: .fill(layout)) }
    /// Centres in the derived layout and stays inside it.
    public static var center: Self { Self(operation: .center(nil)) }
    /// Centres in `layout` and stays inside its edges.
    public static func centered(in layout: MainAxisLayout) -> Self {
        Self(operation: .center(CenteredLayout(center: layout, fill: FillLayout(layout.anchorable))))
    }
    /// Centres in `layout` and stays inside `between`.
    public static func centered(in layout: MainAxisLayout, between: FillLayout) -> Self {
        Self(operation: .center(CenteredLayout(center: layout, fill: between)))
    }
    /// README spelling of `centered(in:)`.
    public static func center(in layout: MainAxisLayout) -> Self { centered(in: layout) }
    /// Constrained to the view pinned to, with the default layout.
    public static var attach: Self { Self(operation: .attached(nil)) }
    /// Constrained to the view pinned to, with `layout`.
    public static func attached(_ layout: Self) -> Self { Self(operation: .attached(layout)) }
    /// `layout` without the inequalities that keep the view inside: it may overflow.
    public static func overflow(_ layout: Self) -> Self { Self(operation: layout.operation, isConstrained: false) }
}

/// How the horizontal axis is constrained.
public typealias ConstrainedHorizontalLayout = ConstrainedLayout<HorizontalAxisLayout, XAxisLayout>
/// How the vertical axis is constrained.
public typealias ConstrainedVerticalLayout = ConstrainedLayout<VerticalAxisLayout, YAxisLayout>

extension ConstrainedLayout where FillLayout == HorizontalAxisLayout, MainAxisLayout == XAxisLayout {
    /// Pinned to the leading edge of the derived layout; the trailing edge stays inside.
    public static var leading: Self { Self(operation: .start(nil)) }
    /// Pinned to the leading edge of `layout`; the trailing edge stays inside.
    public static func leading(in layout: HorizontalAxisLayout) -> Self { Self(operation: .start(layout)) }
    /// Pinned to the trailing edge of the derived layout; the leading edge stays inside.
    public static var trailing: Self { Self(operation: .end(nil)) }
    /// Pinned to the trailing edge of `layout`; the leading edge stays inside.
    public static func trailing(in layout: HorizontalAxisLayout) -> Self { Self(operation: .end(layout)) }
}

extension ConstrainedLayout where FillLayout == VerticalAxisLayout, MainAxisLayout == YAxisLayout {
    /// Pinned to the top of the derived layout; the bottom stays inside.
    public static var top: Self { Self(operation: .start(nil)) }
    /// Pinned to the top of `layout`; the bottom stays inside.
    public static func top(in layout: VerticalAxisLayout) -> Self { Self(operation: .start(layout)) }
    /// Pinned to the bottom of the derived layout; the top stays inside.
    public static var bottom: Self { Self(operation: .end(nil)) }
    /// Pinned to the bottom of `layout`; the top stays inside.
    public static func bottom(in layout: VerticalAxisLayout) -> Self { Self(operation: .end(layout)) }
}
