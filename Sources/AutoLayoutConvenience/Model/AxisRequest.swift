#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A constrained layout seen independently of its axis: what the cross-axis builder
/// (<doc:LayoutOperations#The-cross-axis>) and the defaults work with.
struct AxisRequest: Equatable, Sendable {
    /// A centre and the edges to stay between.
    struct Centered: Equatable, Sendable {
        var center: LayoutAnchorable
        var fill: AxisPair
    }

    indirect enum Operation: Equatable, Sendable {
        case none
        case defaultLayout
        case attached(AxisRequest?)
        case fill(AxisPair?)
        case center(Centered?)
        case start(AxisPair?)
        case end(AxisPair?)
    }

    var operation: Operation
    var isConstrained: Bool = true

    static let fill = AxisRequest(operation: .fill(nil))
}

extension ConstrainedLayout where FillLayout: AxisPairLayout {
    /// The same layout, independent of its axis.
    var request: AxisRequest {
        AxisRequest(operation: operation.request, isConstrained: isConstrained)
    }
}

extension ConstrainedLayout.Operation where FillLayout: AxisPairLayout {
    var request: AxisRequest.Operation {
        switch self {
        case .none: .none
        case .default: .defaultLayout
        case let .attached(layout): .attached(layout?.request)
        case let .fill(layout): .fill(layout?.pair)
        case let .center(centered): .center(centered.map { AxisRequest.Centered(center: $0.center.anchorable, fill: $0.fill.pair) })
        case let .start(layout): .start(layout?.pair)
        case let .end(layout): .end(layout?.pair)
        }
    }
}
