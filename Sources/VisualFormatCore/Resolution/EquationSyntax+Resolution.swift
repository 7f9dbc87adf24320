extension EquationSyntax {
    /// The one constraint the equation describes: `first REL second × m + c`. Throws for unknown
    /// items and metrics, a division by a zero metric, a zero multiplier on a position and
    /// priorities outside 1…1000.
    public func resolve(in context: FormatContext) throws -> ResolvedConstraint {
        let firstItem = try item(first, context: context)
        let secondItem = try item(second, context: context)
        var multiplier = 1.0
        if let term = self.multiplier {
            let value = try context.number(term.value, in: format)
            if term.operation == .divide {
                guard value != 0 else { throw VisualFormatError(kind: .divisionByZero, format: format, column: term.value.column) }
                multiplier = 1 / value
            } else {
                multiplier = value
            }
            guard multiplier.isFinite, multiplier != 0 || first.attribute.isDimension else {
                throw VisualFormatError(kind: .invalidNumber, format: format, column: term.value.column)
            }
        }
        var constant = 0.0
        if let term = self.constant {
            let value = try context.number(term.value, in: format)
            constant = term.operation == .subtract ? -value : value
        }
        return ResolvedConstraint(
            firstItem: firstItem, firstAttribute: first.attribute, relation: relation, secondItem: secondItem,
            secondAttribute: second.attribute, multiplier: multiplier, constant: constant,
            priority: try context.priority(priority, in: format), column: first.itemColumn
        )
    }

    /// The keys of the views the equation names (the container excluded).
    public var viewNames: Set<String> {
        Set([first, second].filter { !$0.isSuperview }.map(\.item))
    }

    private func item(_ operand: Operand, context: FormatContext) throws -> ItemReference {
        if operand.isSuperview { return .superview }
        guard context.viewNames.contains(operand.item) else {
            throw VisualFormatError(kind: .unknownView(operand.item), format: format, column: operand.itemColumn)
        }
        return .view(operand.item)
    }
}

extension VisualFormatSyntax {
    /// The constraints of a parsed string (see `LayoutSyntax.resolve(in:optionBits:)` and
    /// `EquationSyntax.resolve(in:)`; options do not apply to equations).
    /// - Throws: `VisualFormatError` (the only error this module throws).
    public func resolve(in context: FormatContext, optionBits: UInt = 0) throws -> [ResolvedConstraint] {
        switch self {
        case .layout(let layout): try layout.resolve(in: context, optionBits: optionBits)
        case .equation(let equation): [try equation.resolve(in: context)]
        }
    }
}
