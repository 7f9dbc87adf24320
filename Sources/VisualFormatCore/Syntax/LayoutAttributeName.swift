/// A layout attribute as the parsers know it, independent of UIKit. The raw value is the name
/// `X:` equations use.
public enum LayoutAttributeName: String, CaseIterable, Equatable, Hashable, Sendable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The last baseline (`baseline` in `X:` equations means this one).
    case lastBaseline
    /// The first baseline.
    case firstBaseline
    /// The left layout margin.
    case leftMargin
    /// The right layout margin.
    case rightMargin
    /// The top layout margin.
    case topMargin
    /// The bottom layout margin.
    case bottomMargin
    /// The leading layout margin.
    case leadingMargin
    /// The trailing layout margin.
    case trailingMargin
    /// The horizontal centre of the layout margins.
    case centerXWithinMargins
    /// The vertical centre of the layout margins.
    case centerYWithinMargins

    /// Every name an `X:` equation accepts, in the order error messages list them.
    public static let equationNames: [String] = {
        var names = allCases.map(\.rawValue)
        names.insert("baseline", at: names.firstIndex(of: "lastBaseline")!)
        return names
    }()

    /// The attribute an `X:` equation names (case-sensitive; `baseline` is `lastBaseline`).
    init?(equationName name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: name)
    }

    /// Whether the attribute is a size.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is a horizontal position.
    public var isHorizontalPosition: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute follows the layout direction (leading/trailing and their margins).
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute horizontal edge (left/right and their margins).
    var isAbsoluteHorizontal: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// Whether UIKit accepts a constraint between the two attributes (VisualFormat's VisualFormatRules article,
    /// Attribute pairing): sizes with sizes; positions on the same axis; never leading/trailing with left/right.
    func canPair(with other: LayoutAttributeName) -> Bool {
        if isDimension || other.isDimension { return isDimension && other.isDimension }
        guard isHorizontalPosition == other.isHorizontalPosition else { return false }
        return !((isDirectional && other.isAbsoluteHorizontal) || (isAbsoluteHorizontal && other.isDirectional))
    }
}
