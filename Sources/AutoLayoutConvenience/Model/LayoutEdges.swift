#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A horizontal edge or centre of a view.
public enum HorizontalLayoutEdge: Sendable, Equatable, CaseIterable {
    /// The leading edge.
    case leading
    /// The horizontal centre.
    case centerX
    /// The trailing edge.
    case trailing
}

/// A vertical edge or centre of a view.
public enum VerticalLayoutEdge: Sendable, Equatable, CaseIterable {
    /// The top edge.
    case top
    /// The vertical centre.
    case centerY
    /// The bottom edge.
    case bottom
}

/// One of nine points of a view: corners, edge centres and the centre.
public enum LayoutPosition: Sendable, Equatable, CaseIterable {
    /// The top-leading corner.
    case topLeading
    /// The centre of the top edge.
    case topCenter
    /// The top-trailing corner.
    case topTrailing
    /// The centre of the leading edge.
    case leadingCenter
    /// The centre.
    case center
    /// The centre of the trailing edge.
    case trailingCenter
    /// The bottom-leading corner.
    case bottomLeading
    /// The centre of the bottom edge.
    case bottomCenter
    /// The bottom-trailing corner.
    case bottomTrailing

    /// The horizontal anchor of the position.
    var x: LayoutAttribute {
        switch self {
        case .topLeading, .leadingCenter, .bottomLeading: .leading
        case .topCenter, .center, .bottomCenter: .centerX
        case .topTrailing, .trailingCenter, .bottomTrailing: .trailing
        }
    }

    /// The vertical anchor of the position.
    var y: LayoutAttribute {
        switch self {
        case .topLeading, .topCenter, .topTrailing: .top
        case .leadingCenter, .center, .trailingCenter: .centerY
        case .bottomLeading, .bottomCenter, .bottomTrailing: .bottom
        }
    }
}

extension HorizontalLayoutEdge {
    /// The attribute of the edge.
    var attribute: LayoutAttribute {
        switch self {
        case .leading: .leading
        case .centerX: .centerX
        case .trailing: .trailing
        }
    }
}

extension VerticalLayoutEdge {
    /// The attribute of the edge.
    var attribute: LayoutAttribute {
        switch self {
        case .top: .top
        case .centerY: .centerY
        case .bottom: .bottom
        }
    }
}
