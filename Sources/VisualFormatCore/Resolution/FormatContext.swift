/// What names mean when a parsed string is resolved: the keys of the known views and the
/// metric values.
public struct FormatContext: Sendable {
    /// The keys of the views a string may name.
    public var viewNames: Set<String>
    /// Metric values by name.
    public var metrics: [String: Double]

    /// Creates a context.
    public init(viewNames: Set<String>, metrics: [String: Double] = [:]) {
        self.viewNames = viewNames
        self.metrics = metrics
    }

    /// The value of a number or metric; unknown metrics throw `unknownMetric`, a view key used
    /// as a value throws `viewNameNotAllowed`, a non-finite metric throws `invalidNumber`.
    func number(_ value: ValueSyntax, in format: String) throws -> Double {
        switch value.kind {
        case .number(let number):
            return number
        case .name(let name):
            guard let metric = metrics[name] else {
                let kind: VisualFormatError.Kind = viewNames.contains(name) ? .viewNameNotAllowed(name) : .unknownMetric(name)
                throw VisualFormatError(kind: kind, format: format, column: value.column)
            }
            guard metric.isFinite else { throw VisualFormatError(kind: .invalidNumber, format: format, column: value.column) }
            return metric
        }
    }

    /// The value of a priority (1…1000), or nil when absent.
    func priority(_ value: ValueSyntax?, in format: String) throws -> Double? {
        guard let value else { return nil }
        let number = try number(value, in: format)
        guard (1...1000).contains(number) else {
            throw VisualFormatError(kind: .invalidPriority(number), format: format, column: value.column)
        }
        return number
    }
}
