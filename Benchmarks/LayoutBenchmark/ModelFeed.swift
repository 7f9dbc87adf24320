import HeadlessUIKit

/// The feed built with HeadlessUIKit: views, anchors, `layoutIfNeeded()`.
@MainActor
struct ModelFeed {
    let root: UIWindow
    let cells: [UIView]
    let views: [[UIView]]

    init(cells count: Int, width: Double, height: Double) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        var cells: [UIView] = [], views: [[UIView]] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(cell)
            let subviews = (0..<viewsPerCell).map { _ in UIView() }
            for view in subviews {
                view.translatesAutoresizingMaskIntoConstraints = false
                cell.addSubview(view)
            }
            let previous = cells.last
            for rule in feedRules(isFirst: index == 0) {
                constraints.append(Self.constraint(rule) { item in
                    switch item {
                    case .root: window
                    case .previousCell: previous!
                    case .cell: cell
                    case let .view(number): subviews[number]
                    }
                })
            }
            cells.append(cell)
            views.append(subviews)
        }
        NSLayoutConstraint.activate(constraints)
        root = window
        self.cells = cells
        self.views = views
    }

    private static func constraint(_ rule: FeedRule, _ view: (FeedItem) -> UIView) -> NSLayoutConstraint {
        let first = view(rule.first)
        let second = rule.second.map(view)
        let made: NSLayoutConstraint
        switch rule.attribute {
        case .leading, .trailing:
            let anchor = rule.attribute == .leading ? first.leadingAnchor : first.trailingAnchor
            let other = rule.secondAttribute == .leading ? second!.leadingAnchor : second!.trailingAnchor
            made = xConstraint(anchor, rule.relation, other, rule.constant)
        case .top, .bottom, .centerY:
            made = yConstraint(yAnchor(first, rule.attribute), rule.relation, yAnchor(second!, rule.secondAttribute), rule.constant)
        case .width, .height:
            let anchor = rule.attribute == .width ? first.widthAnchor : first.heightAnchor
            if let second {
                let other = rule.secondAttribute == .width ? second.widthAnchor : second.heightAnchor
                made = anchor.constraint(equalTo: other, multiplier: rule.multiplier, constant: rule.constant)
            } else {
                switch rule.relation {
                case .equal: made = anchor.constraint(equalToConstant: rule.constant)
                case .lessThanOrEqual: made = anchor.constraint(lessThanOrEqualToConstant: rule.constant)
                case .greaterThanOrEqual: made = anchor.constraint(greaterThanOrEqualToConstant: rule.constant)
                }
            }
        }
        if rule.priority < 1000 { made.priority = UILayoutPriority(rule.priority) }
        return made
    }

    private static func yAnchor(_ view: UIView, _ attribute: FeedAttribute) -> NSLayoutYAxisAnchor {
        switch attribute {
        case .top: view.topAnchor
        case .bottom: view.bottomAnchor
        default: view.centerYAnchor
        }
    }

    private static func xConstraint(_ a: NSLayoutXAxisAnchor, _ relation: FeedRelation, _ b: NSLayoutXAxisAnchor, _ c: Double) -> NSLayoutConstraint {
        switch relation {
        case .equal: a.constraint(equalTo: b, constant: c)
        case .lessThanOrEqual: a.constraint(lessThanOrEqualTo: b, constant: c)
        case .greaterThanOrEqual: a.constraint(greaterThanOrEqualTo: b, constant: c)
        }
    }

    private static func yConstraint(_ a: NSLayoutYAxisAnchor, _ relation: FeedRelation, _ b: NSLayoutYAxisAnchor, _ c: Double) -> NSLayoutConstraint {
        switch relation {
        case .equal: a.constraint(equalTo: b, constant: c)
        case .lessThanOrEqual: a.constraint(lessThanOrEqualTo: b, constant: c)
        case .greaterThanOrEqual: a.constraint(greaterThanOrEqualTo: b, constant: c)
        }
    }

    /// Resizes the window and lays out; returns the last cell's bottom edge as a check.
    func resize(width: Double) -> Double {
        root.frame = CGRect(x: 0, y: 0, width: width, height: root.frame.height)
        root.layoutIfNeeded()
        return cells.last!.frame.maxY + views.last![7].frame.maxX
    }
}
