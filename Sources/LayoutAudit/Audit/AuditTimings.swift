#if !canImport(UIKit)
import Foundation

/// Where an audit's time went, summed over every configuration.
public struct AuditTimings: Equatable, Sendable {
    /// Building the screen and laying it out.
    public var layout: Duration = .zero
    /// Each check, by the first kind it reports.
    public var checks: [LayoutFinding.Kind: Duration] = [:]
    /// Taking snapshots of the configurations with findings, for the report's pictures.
    public var snapshots: Duration = .zero
    /// The whole audit.
    public var total: Duration = .zero

    /// Creates empty timings.
    public init() {}
}

extension AuditTimings: CustomStringConvertible {
    /// `total 1.2 s: layout 0.8 s, ambiguous-layout 0.2 s, …`, largest first.
    public var description: String {
        var parts = [("layout", layout), ("snapshots", snapshots)] + checks.map { ($0.key.rawValue, $0.value) }
        parts.sort { $0.1 > $1.1 }
        return "total \(Self.seconds(total)): " + parts.map { "\($0.0) \(Self.seconds($0.1))" }.joined(separator: ", ")
    }

    /// A duration as the report prints it: `0.123 s`.
    public static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f s", Double(seconds) + Double(attoseconds) / 1e18)
    }
}
#endif
