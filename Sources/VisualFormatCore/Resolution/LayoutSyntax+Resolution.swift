extension LayoutSyntax {
    /// Standard spacing between sibling views, in points (VisualFormat's VisualFormatRules article, Semantics).
    public static let standardSpacing: Double = 8

    /// The constraints the string describes (VisualFormat's VisualFormatRules article, Semantics), in order:
    /// connections left to right, then view predicates, then alignment options. Throws for unknown views and metrics,
    /// view names used as spacings, priorities outside 1…1000 and unfitting options (see `LayoutOptions` for
    /// `allowingSeveralAlignments`).
    public func resolve(
        in context: FormatContext, optionBits: UInt = 0, allowingSeveralAlignments: Bool = false
    ) throws -> [ResolvedConstraint] {
        let options = try LayoutOptions(
            rawValue: optionBits, orientation: orientation, format: format, allowingSeveralAlignments: allowingSeveralAlignments)
        for view in views where !context.viewNames.contains(view.name) {
            throw VisualFormatError(kind: .unknownView(view.name), format: format, column: view.nameColumn)
        }
        let edges = FlowEdges(orientation: orientation, direction: options.direction, baselines: options.spacesBaselineToBaseline)
        var result: [ResolvedConstraint] = []
        if let leadingConnection {
            result += try spacing(leadingConnection, from: .superview(margin: false), to: views[0], edges: edges, context: context)
        }
        for (index, connection) in connections.enumerated() {
            result += try spacing(connection, from: .view(views[index]), to: views[index + 1], edges: edges, context: context)
        }
        if let trailingConnection, let last = views.last {
            result += try closingSpacing(trailingConnection, after: last, edges: edges, context: context)
        }
        for view in views {
            result += try sizes(of: view, context: context)
        }
        for alignment in options.alignments {
            for (earlier, later) in zip(views, views.dropFirst()) {
                result.append(ResolvedConstraint(
                    firstItem: .view(earlier.name), firstAttribute: alignment, relation: .equal,
                    secondItem: .view(later.name), secondAttribute: alignment, constant: 0, priority: nil,
                    column: later.column
                ))
            }
        }
        return result
    }

    /// The earlier side of a spacing: the opening superview or a view.
    private enum Earlier {
        case superview(margin: Bool)
        case view(ViewSyntax)
    }

    /// Constraints for `connection` from `earlier` to the view `later`.
    private func spacing(
        _ connection: ConnectionSyntax, from earlier: Earlier, to later: ViewSyntax, edges: FlowEdges,
        context: FormatContext
    ) throws -> [ResolvedConstraint] {
        let isSuperview = if case .superview = earlier { true } else { false }
        let gaps = try gaps(of: connection, betweenSiblings: !isSuperview, context: context)
        return gaps.map { gap in
            let start: (ItemReference, LayoutAttributeName) = switch earlier {
            case .superview: (.superview, gap.usesMargin ? edges.startMargin : edges.start)
            case .view(let view): (.view(view.name), edges.siblingEnd)
            }
            let end: (ItemReference, LayoutAttributeName) = (.view(later.name), isSuperview ? edges.start : edges.siblingStart)
            return edges.constraint(earlier: start, later: end, gap: gap)
        }
    }

    /// Constraints for the connection between the last view and the closing superview.
    private func closingSpacing(
        _ connection: ConnectionSyntax, after view: ViewSyntax, edges: FlowEdges, context: FormatContext
    ) throws -> [ResolvedConstraint] {
        try gaps(of: connection, betweenSiblings: false, context: context).map { gap in
            edges.constraint(
                earlier: (.view(view.name), edges.end),
                later: (.superview, gap.usesMargin ? edges.endMargin : edges.end), gap: gap
            )
        }
    }

    /// The gaps a connection describes: flush 0, standard 8 (or the margin next to the
    /// superview), or one per predicate.
    private func gaps(of connection: ConnectionSyntax, betweenSiblings: Bool, context: FormatContext) throws -> [Gap] {
        switch connection.kind {
        case .flush:
            return [Gap(relation: .equal, constant: 0, priority: nil, usesMargin: false, column: connection.column)]
        case .standard:
            return [Gap(relation: .equal, constant: betweenSiblings ? Self.standardSpacing : 0, priority: nil, usesMargin: !betweenSiblings, column: connection.column)]
        case .explicit(let predicates):
            var result: [Gap] = []
            for predicate in predicates {
                result.append(Gap(
                    relation: predicate.relation, constant: try context.number(predicate.object, in: format),
                    priority: try context.priority(predicate.priority, in: format), usesMargin: false,
                    column: predicate.column
                ))
            }
            return result
        }
    }

    /// The size constraints of a view's predicates.
    private func sizes(of view: ViewSyntax, context: FormatContext) throws -> [ResolvedConstraint] {
        let dimension: LayoutAttributeName = orientation == .horizontal ? .width : .height
        var result: [ResolvedConstraint] = []
        for predicate in view.predicates {
            var constraint = ResolvedConstraint(
                firstItem: .view(view.name), firstAttribute: dimension, relation: predicate.relation,
                secondItem: nil, secondAttribute: nil, constant: 0,
                priority: try context.priority(predicate.priority, in: format), column: predicate.column
            )
            if case .name(let name) = predicate.object.kind, context.metrics[name] == nil, context.viewNames.contains(name) || name == "superview" || name == "parent" {
                guard name != "superview", name != "parent" else {
                    throw VisualFormatError(kind: .viewNameNotAllowed(name), format: format, column: predicate.object.column)
                }
                constraint.secondItem = .view(name)
                constraint.secondAttribute = dimension
            } else {
                constraint.constant = try context.number(predicate.object, in: format)
            }
            result.append(constraint)
        }
        return result
    }
}

/// One gap of a connection, before it is attached to edges.
struct Gap {
    let relation: LayoutRelation
    let constant: Double
    let priority: Double?
    /// Standard spacing next to the superview: relate to its layout margin.
    let usesMargin: Bool
    let column: Int
}

/// The edges a string's connections use, from its orientation and options.
struct FlowEdges {
    /// The edge where the flow starts (leading, left, right or top) and its margin form.
    let start: LayoutAttributeName
    let startMargin: LayoutAttributeName
    /// The edge where the flow ends and its margin form.
    let end: LayoutAttributeName
    let endMargin: LayoutAttributeName
    /// The edges used between siblings (baselines with baseline spacing).
    let siblingStart: LayoutAttributeName
    let siblingEnd: LayoutAttributeName
    /// Whether the flow runs against the coordinate axis (right to left).
    let isReversed: Bool

    init(orientation: LayoutSyntax.Orientation, direction: LayoutOptions.Direction, baselines: Bool) {
        switch (orientation, direction) {
        case (.vertical, _):
            (start, startMargin, end, endMargin) = (.top, .topMargin, .bottom, .bottomMargin)
        case (.horizontal, .leadingToTrailing):
            (start, startMargin, end, endMargin) = (.leading, .leadingMargin, .trailing, .trailingMargin)
        case (.horizontal, .leftToRight):
            (start, startMargin, end, endMargin) = (.left, .leftMargin, .right, .rightMargin)
        case (.horizontal, .rightToLeft):
            (start, startMargin, end, endMargin) = (.right, .rightMargin, .left, .leftMargin)
        }
        isReversed = orientation == .horizontal && direction == .rightToLeft
        let useBaselines = orientation == .vertical && baselines
        siblingStart = useBaselines ? .firstBaseline : start
        siblingEnd = useBaselines ? .lastBaseline : end
    }

    /// `later REL earlier + gap` along the flow; when the flow is reversed the items swap so
    /// that a positive gap still separates them (`a.left REL b.right + gap`).
    func constraint(
        earlier: (ItemReference, LayoutAttributeName), later: (ItemReference, LayoutAttributeName), gap: Gap
    ) -> ResolvedConstraint {
        let (first, second) = isReversed ? (earlier, later) : (later, earlier)
        return ResolvedConstraint(
            firstItem: first.0, firstAttribute: first.1, relation: gap.relation, secondItem: second.0,
            secondAttribute: second.1, constant: gap.constant, priority: gap.priority, column: gap.column
        )
    }
}
