// The constraints of one feed cell, described once and built twice: with UIKit's anchors
// (ModelFeed.swift) and directly with LayoutSolver (RawFeed.swift).

/// An item a rule refers to.
enum FeedItem {
    case root, previousCell, cell
    case view(Int)
}

/// An attribute a rule relates.
enum FeedAttribute {
    case leading, trailing, top, bottom, width, height, centerY
}

/// How a rule's sides relate.
enum FeedRelation {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// `first.attribute <relation> multiplier × second.attribute + constant` at `priority`.
struct FeedRule {
    let first: FeedItem
    let attribute: FeedAttribute
    let relation: FeedRelation
    let second: FeedItem?
    let secondAttribute: FeedAttribute
    let multiplier: Double
    let constant: Double
    let priority: Float

    init(_ first: FeedItem, _ attribute: FeedAttribute, _ relation: FeedRelation = .equal, _ second: FeedItem? = nil,
         _ secondAttribute: FeedAttribute? = nil, multiplier: Double = 1, constant: Double = 0, priority: Float = 1000) {
        self.first = first
        self.attribute = attribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute ?? attribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

/// Ten views per cell: avatar, title, subtitle, body, four buttons, footer line, badge.
let viewsPerCell = 10

/// The rules of a cell; the first cell hangs from the root's top, the others from the previous cell.
func feedRules(isFirst: Bool) -> [FeedRule] {
    var rules: [FeedRule] = [
        FeedRule(.cell, .leading, .equal, .root),
        FeedRule(.cell, .trailing, .equal, .root),
        isFirst ? FeedRule(.cell, .top, .equal, .root) : FeedRule(.cell, .top, .equal, .previousCell, .bottom),
        // Avatar.
        FeedRule(.view(0), .leading, .equal, .cell, constant: 16),
        FeedRule(.view(0), .top, .equal, .cell, constant: 12),
        FeedRule(.view(0), .width, constant: 44),
        FeedRule(.view(0), .height, constant: 44),
        // Title and subtitle.
        FeedRule(.view(1), .leading, .equal, .view(0), .trailing, constant: 8),
        FeedRule(.view(1), .trailing, .equal, .cell, constant: -16),
        FeedRule(.view(1), .top, .equal, .view(0)),
        FeedRule(.view(1), .height, constant: 20),
        FeedRule(.view(2), .leading, .equal, .view(1)),
        FeedRule(.view(2), .trailing, .equal, .view(1)),
        FeedRule(.view(2), .top, .equal, .view(1), .bottom, constant: 4),
        FeedRule(.view(2), .height, constant: 16),
        // Body below whichever is lower.
        FeedRule(.view(3), .leading, .equal, .cell, constant: 16),
        FeedRule(.view(3), .trailing, .equal, .cell, constant: -16),
        FeedRule(.view(3), .top, .greaterThanOrEqual, .view(0), .bottom, constant: 8),
        FeedRule(.view(3), .top, .greaterThanOrEqual, .view(2), .bottom, constant: 8),
        FeedRule(.view(3), .top, .equal, .view(2), .bottom, constant: 8, priority: 250),
        FeedRule(.view(3), .height, constant: 60),
        // Footer line and badge.
        FeedRule(.view(8), .leading, .equal, .cell, constant: 16),
        FeedRule(.view(8), .trailing, .equal, .cell),
        FeedRule(.view(8), .top, .equal, .view(4), .bottom, constant: 8),
        FeedRule(.view(8), .height, constant: 1),
        FeedRule(.view(9), .trailing, .equal, .cell, constant: -16),
        FeedRule(.view(9), .centerY, .equal, .view(0)),
        FeedRule(.view(9), .width, constant: 24, priority: 750),
        FeedRule(.view(9), .width, .greaterThanOrEqual, constant: 16),
        FeedRule(.view(9), .height, constant: 24),
        FeedRule(.cell, .bottom, .equal, .view(8), .bottom, constant: 12),
    ]
    // Four equal buttons in a row under the body.
    for index in 4...7 {
        rules.append(FeedRule(.view(index), .top, .equal, .view(3), .bottom, constant: 8))
        rules.append(FeedRule(.view(index), .height, constant: 32))
        rules.append(FeedRule(.view(index), .width, .equal, .cell, multiplier: 0.25, constant: -14))
        rules.append(index == 4
            ? FeedRule(.view(index), .leading, .equal, .cell, constant: 16)
            : FeedRule(.view(index), .leading, .equal, .view(index - 1), .trailing, constant: 8))
    }
    return rules
}
