/// The priority of a constraint, on UIKit's scale: `1...1000`, where `1000` is required.
///
/// Optional priorities are strictly ordered: the solver minimises the violation of priority `p`
/// before it looks at anything below `p`, so one constraint at 751 outweighs any number at 750.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The numeric priority.
    public var rawValue: Float

    /// Creates a priority; values outside `1...1000` are rejected by the solver when used.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority; values outside `1...1000` are rejected by the solver when used.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public init(floatLiteral value: Float) { self.rawValue = value }

    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// A constraint that must hold: 1000.
    public static let required = Priority(1000)
    /// UIKit's `defaultHigh`: 750.
    public static let defaultHigh = Priority(750)
    /// UIKit's `defaultLow`: 250.
    public static let defaultLow = Priority(250)
    /// UIKit's `fittingSizeLevel`: 50.
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is the required priority.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value is a valid priority: finite and within `1...1000`.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() && rawValue.isFinite ? String(Int(rawValue)) : String(rawValue)
    }
}
