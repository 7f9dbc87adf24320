extension LayoutSyntax {
    /// What is left of the string when the view `name` is removed (VisualFormat's VisualFormatRules article, Removing
    /// views): the runs of items on either side of it, each rebuilt as a string, keeping only runs that still
    /// describe a constraint. Predicates relating to `name` are dropped. `V:|-[v1]-[v2]-|` without `v2` leaves
    /// `["V:|-[v1]"]`.
    public func remainder(removing name: String) -> [String] {
        var items: [String] = leadingConnection == nil ? [] : ["|"]
        var gaps: [ConnectionSyntax] = leadingConnection.map { [$0] } ?? []
        var removedItem: Int?
        for (index, view) in views.enumerated() {
            if index > 0 { gaps.append(connections[index - 1]) }
            if view.name == name { removedItem = items.count }
            items.append(text(of: view, without: name))
        }
        if let trailingConnection {
            gaps.append(trailingConnection)
            items.append("|")
        }
        let mentionsName = views.contains { $0.predicates.contains { $0.object.kind == .name(name) } }
        guard let removedItem else {
            return mentionsName ? [build(items: items, gaps: gaps)] : [format]
        }
        let runs = [(0, removedItem), (removedItem + 1, items.count)]
        return runs.compactMap { range -> String? in
            let runItems = Array(items[range.0..<range.1])
            guard !runItems.isEmpty else { return nil }
            let runGaps = Array(gaps[range.0..<max(range.0, range.1 - 1)])
            let text = build(items: runItems, gaps: runGaps)
            return describesConstraints(text, items: runItems) ? text : nil
        }
    }

    /// Whether a rebuilt run still creates a constraint: it connects two items or has predicates.
    private func describesConstraints(_ text: String, items: [String]) -> Bool {
        items.count > 1 || items.contains { $0.contains("(") }
    }

    /// The orientation prefix, then items joined by their connections.
    private func build(items: [String], gaps: [ConnectionSyntax]) -> String {
        var text = hasExplicitOrientation ? (orientation == .horizontal ? "H:" : "V:") : ""
        for (index, item) in items.enumerated() {
            if index > 0 { text += gaps[index - 1].text }
            text += item
        }
        return text
    }

    /// `[name(predicates)]`, without the predicates that relate to `removed`.
    private func text(of view: ViewSyntax, without removed: String) -> String {
        let predicates = view.predicates.filter { $0.object.kind != .name(removed) }
        guard !predicates.isEmpty else { return "[\(view.name)]" }
        return "[\(view.name)(\(predicates.map(\.text).joined(separator: ",")))]"
    }
}
