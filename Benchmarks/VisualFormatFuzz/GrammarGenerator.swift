/// Builds strings from the VFL and `X:` grammars (idioms.md §3.2, §3.5), mostly valid, with
/// names drawn from a pool that also holds unknown and reserved names.
struct GrammarGenerator {
    static let viewNames = ["a", "b", "c", "v1", "v2", "label", "_x9"]
    static let metricNames = ["h", "gap", "w", "p", "zero"]
    static let otherNames = ["superview", "parent", "zz", "H", "X"]
    static let attributes = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
                             "centerY", "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin",
                             "topMargin", "bottomMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins",
                             "centerYWithinMargins", "Top", "wdth"]

    /// Attribute groups that pair with each other, so most equations are valid.
    static let families = [
        ["width", "height"], ["top", "bottom", "centerY", "baseline", "lastBaseline", "firstBaseline", "topMargin", "bottomMargin", "centerYWithinMargins"],
        ["leading", "trailing", "centerX", "leadingMargin", "trailingMargin", "centerXWithinMargins"],
        ["left", "right", "centerX", "leftMargin", "rightMargin"],
    ]

    var random: SplitMix64

    mutating func string() -> String {
        random.chance(25) ? equation() : layout()
    }

    mutating func layout() -> String {
        var text = random.pick(["", "H:", "V:", " V : ", "H:"])
        if random.chance(60) { text += "|" + connection() }
        var used = Set<String>()
        for index in 0..<random.int(1...4) {
            if index > 0 { text += connection() }
            var name = random.pick(Self.viewNames)
            if random.chance(85) { while used.contains(name) && used.count < Self.viewNames.count { name = random.pick(Self.viewNames) } }
            if random.chance(3) { name = random.pick(Self.otherNames) }
            used.insert(name)
            text += "[" + name + (random.chance(40) ? "(" + predicates(allowingViews: true) + ")" : "") + "]"
        }
        if random.chance(60) { text += connection() + "|" }
        return text
    }

    mutating func connection() -> String {
        switch random.int(0...4) {
        case 0: ""
        case 1: "-"
        case 2: "-" + (random.chance(50) ? positiveNumber() : random.pick(Self.metricNames)) + "-"
        default: "-(" + predicates(allowingViews: false) + ")-"
        }
    }

    mutating func predicates(allowingViews: Bool) -> String {
        (0..<random.int(1...3)).map { _ in predicate(allowingViews: allowingViews) }.joined(separator: random.pick([",", ", "]))
    }

    mutating func predicate(allowingViews: Bool) -> String {
        var text = random.pick(["", "==", "<=", ">=", ""])
        let names = Self.metricNames + (allowingViews || random.chance(5) ? Self.viewNames : [])
        text += random.chance(70) ? number() : random.pick(names)
        if random.chance(30) { text += "@" + (random.chance(80) ? priority() : random.pick(Self.metricNames)) }
        return text
    }

    mutating func equation() -> String {
        let family = random.chance(90) ? random.pick(Self.families) : Self.attributes
        var text = "X:" + operand(family) + random.pick([" == ", "<=", " >= ", "=="]) + operand(family)
        if random.chance(50) { text += random.pick([" * ", "/", " / ", "*"]) + (random.chance(80) ? number() : random.pick(Self.metricNames)) }
        if random.chance(50) { text += random.pick([" + ", "-", " - ", "+"]) + (random.chance(80) ? number() : random.pick(Self.metricNames)) }
        if random.chance(30) { text += random.pick([" @", "@", " @ "]) + priority() }
        return text
    }

    mutating func operand(_ attributes: [String]) -> String {
        random.pick(Self.viewNames + ["superview", "parent"]) + "." + random.pick(attributes)
    }

    mutating func positiveNumber() -> String {
        random.chance(80) ? String(random.int(0...400)) : "\(random.int(0...99)).\(random.int(0...99))"
    }

    mutating func number() -> String {
        (random.chance(10) ? "-" : "") + (random.chance(10) ? "." + String(random.int(0...9)) : positiveNumber())
    }

    mutating func priority() -> String {
        random.chance(90) ? String(random.int(1...1000)) : String(random.int(-5...2000))
    }
}
