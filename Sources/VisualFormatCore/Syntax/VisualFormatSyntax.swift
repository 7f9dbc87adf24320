/// One parsed string: a Visual Format Language layout or an `X:` equation.
public enum VisualFormatSyntax: Equatable, Sendable {
    /// A VFL string such as `H:|-[a]-[b]-|`.
    case layout(LayoutSyntax)
    /// An `X:` equation such as `X:a.width == b.width / 2`.
    case equation(EquationSyntax)

    /// Parses a string: one whose first non-space character is `X` is an equation, any other a
    /// VFL layout. Pure: needs no views or metrics (names are checked by `resolve`).
    /// - Throws: `VisualFormatError` (the only error this module throws).
    public static func parse(_ format: String) throws -> VisualFormatSyntax {
        if format.first(where: { $0 != " " && $0 != "\t" }) == "X" {
            return .equation(try EquationParser.parse(format))
        }
        return .layout(try LayoutParser.parse(format))
    }

    /// The string as given.
    public var format: String {
        switch self {
        case .layout(let layout): layout.format
        case .equation(let equation): equation.format
        }
    }
}
