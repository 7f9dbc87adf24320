import LayoutSolver

/// The same feed as LayoutSolver constraints over four variables per item, with the root's
/// frame held by required constraints whose constants change on resize.
struct RawFeed {
    struct Item {
        let minX = Variable(), minY = Variable(), width = Variable(), height = Variable()
    }

    let solver = Solver()
    let root = Item()
    let cells: [Item]
    let views: [[Item]]
    let rootWidth: LayoutSolver.Constraint

    init(cells count: Int, width: Double, height: Double) {
        var cells: [Item] = [], views: [[Item]] = []
        var constraints: [LayoutSolver.Constraint] = [root.minX == 0, root.minY == 0, root.height == height]
        rootWidth = root.width == width
        constraints.append(rootWidth)
        for index in 0..<count {
            let cell = Item()
            let subviews = (0..<viewsPerCell).map { _ in Item() }
            let previous = cells.last
            let root = self.root
            for rule in feedRules(isFirst: index == 0) {
                let item: (FeedItem) -> Item = { item in
                    switch item {
                    case .root: root
                    case .previousCell: previous!
                    case .cell: cell
                    case let .view(number): subviews[number]
                    }
                }
                var expression = Self.value(item(rule.first), rule.attribute) - rule.constant
                if let second = rule.second {
                    expression = expression - Self.value(item(second), rule.secondAttribute) * rule.multiplier
                }
                let relation: Relation = switch rule.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessThanOrEqual
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
                constraints.append(LayoutSolver.Constraint(expression, relation, priority: Priority(rule.priority)))
            }
            cells.append(cell)
            views.append(subviews)
        }
        try! solver.add(constraints)
        self.cells = cells
        self.views = views
    }

    private static func value(_ item: Item, _ attribute: FeedAttribute) -> LayoutSolver.Expression {
        switch attribute {
        case .leading: LayoutSolver.Expression(item.minX)
        case .trailing: item.minX + item.width
        case .top: LayoutSolver.Expression(item.minY)
        case .bottom: item.minY + item.height
        case .centerY: item.minY + item.height * 0.5
        case .width: LayoutSolver.Expression(item.width)
        case .height: LayoutSolver.Expression(item.height)
        }
    }

    /// Reads every item's four values, as a layout pass must.
    func readAll() -> Double {
        var sum = 0.0
        for (cell, subviews) in zip(cells, views) {
            sum += read(cell)
            for item in subviews { sum += read(item) }
        }
        return sum
    }

    private func read(_ item: Item) -> Double {
        solver.value(of: item.minX) + solver.value(of: item.minY) + solver.value(of: item.width) + solver.value(of: item.height)
    }

    /// Changes the root's width and solves; returns the last cell's bottom edge as a check.
    func resize(width: Double) -> Double {
        try! solver.setConstant(-width, of: rootWidth)
        solver.updateVariables()
        _ = readAll()
        let last = cells.last!, button = views.last![7]
        return solver.value(of: last.minY) + solver.value(of: last.height) + solver.value(of: button.minX) + solver.value(of: button.width)
    }
}
