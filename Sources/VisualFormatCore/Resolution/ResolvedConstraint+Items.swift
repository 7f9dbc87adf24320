extension ResolvedConstraint {
    /// The items the constraint names: views looked up by key in `views`, and `superview` for
    /// the container.
    /// - Throws: `VisualFormatError.Kind.unknownView` for a key missing from `views`, and
    ///   `unknownView("superview")` when the constraint needs a container and there is none.
    public func items<Item>(superview: Item?, views: [String: Item], format: String) throws -> (first: Item, second: Item?) {
        func item(_ reference: ItemReference) throws -> Item {
            switch reference {
            case .superview:
                guard let superview else { throw VisualFormatError(kind: .unknownView("superview"), format: format, column: column) }
                return superview
            case .view(let name):
                guard let view = views[name] else { throw VisualFormatError(kind: .unknownView(name), format: format, column: column) }
                return view
            }
        }
        return (try item(firstItem), try secondItem.map(item))
    }

    /// The key of the first view that `constraints` name, in order; `|` stands for its superview.
    public static func firstViewName(in constraints: [ResolvedConstraint]) -> String? {
        for constraint in constraints {
            for reference in [constraint.firstItem, constraint.secondItem] {
                if case .view(let name)? = reference { return name }
            }
        }
        return nil
    }
}
