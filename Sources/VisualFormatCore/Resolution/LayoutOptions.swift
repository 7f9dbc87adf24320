/// The formatting options of a VFL string, decoded from `NSLayoutConstraint.FormatOptions` raw
/// bits (UIKit's values) and checked against the orientation.
public struct LayoutOptions: Equatable, Sendable {
    /// The order in which a horizontal string lays out its items.
    public enum Direction: Equatable, Sendable {
        /// Leading to trailing (the default).
        case leadingToTrailing
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }

    /// The attributes every pair of adjacent views is aligned on, in UIKit's bit order.
    public var alignments: [LayoutAttributeName]
    /// The horizontal direction.
    public var direction: Direction
    /// Whether vertical spacing runs from baseline to baseline.
    public var spacesBaselineToBaseline: Bool

    /// Alignment bits (bit index = UIKit attribute raw value) and their attributes.
    private static let alignments: [(bit: UInt, attribute: LayoutAttributeName)] = [
        (1 << 1, .left), (1 << 2, .right), (1 << 3, .top), (1 << 4, .bottom), (1 << 5, .leading),
        (1 << 6, .trailing), (1 << 9, .centerX), (1 << 10, .centerY), (1 << 11, .lastBaseline),
        (1 << 12, .firstBaseline),
    ]
    private static let alignmentMask: UInt = 0xFFFF
    private static let directionMask: UInt = 0x3 << 16
    private static let baselineSpacing: UInt = 1 << 19

    /// Decodes raw option bits for a string; throws `invalidOptions` (at column 1) for unknown
    /// bits, an alignment parallel to the orientation, two alignments unless
    /// `allowingSeveralAlignments` (UIKit takes, say, top and bottom together), both direction
    /// bits, or baseline spacing in a horizontal string.
    public init(
        rawValue: UInt, orientation: LayoutSyntax.Orientation, format: String, allowingSeveralAlignments: Bool = false
    ) throws {
        let invalid = VisualFormatError(kind: .invalidOptions, format: format, column: 1)
        guard rawValue & ~(Self.alignmentMask | Self.directionMask | Self.baselineSpacing) == 0 else { throw invalid }
        let alignmentBits = rawValue & Self.alignmentMask
        let matches = Self.alignments.filter { alignmentBits & $0.bit != 0 }
        guard matches.reduce(0, { $0 | $1.bit }) == alignmentBits, matches.count <= 1 || allowingSeveralAlignments else { throw invalid }
        alignments = matches.map(\.attribute)
        if alignments.contains(where: { $0.isDimension || $0.isHorizontalPosition == (orientation == .horizontal) }) {
            throw invalid
        }
        switch (rawValue & Self.directionMask) >> 16 {
        case 0: direction = .leadingToTrailing
        case 1: direction = .leftToRight
        case 2: direction = .rightToLeft
        default: throw invalid
        }
        spacesBaselineToBaseline = rawValue & Self.baselineSpacing != 0
        if spacesBaselineToBaseline, orientation == .horizontal { throw invalid }
    }
}
