#if !canImport(UIKit)
import Foundation

/// Random Visual Format Language strings and `X:` equations over the view keys `a`, `b`, `c` and
/// the metric `m`: mostly valid, sometimes broken by a deletion, an insertion or a truncation,
/// so that parse errors are exercised too.
enum FuzzFormats {
    static let keys = ["a", "b", "c"]

    /// A random format string naming only `keys`.
    static func format(_ random: inout FuzzRandom, keys: [String] = keys, equations: Bool) -> String {
        let valid = equations && random.chance(25) ? equation(&random, keys: keys) : visualFormat(&random, keys: keys)
        return random.chance(12) ? broken(valid, &random) : valid
    }

    /// `H:` or `V:` (or no orientation), superview bars, connections and predicates.
    static func visualFormat(_ random: inout FuzzRandom, keys: [String]) -> String {
        var text = random.pick(["H:", "V:", ""])
        if random.chance(50) { text += "|" + connection(&random) }
        let count = 1 + random.below(min(3, keys.count))
        for index in 0..<count {
            if index > 0 { text += connection(&random) }
            text += "[" + random.pick(keys) + predicates(&random, keys: keys) + "]"
        }
        if random.chance(50) { text += connection(&random) + "|" }
        return text
    }

    static func connection(_ random: inout FuzzRandom) -> String {
        switch random.below(6) {
        case 0: return ""
        case 1: return "-"
        case 2: return "-\(random.below(40))-"
        case 3: return "-(m)-"
        case 4: return "-(>=\(random.below(20))@\(1 + random.below(1000)))-"
        default: return "-(<=m,>=0)-"
        }
    }

    static func predicates(_ random: inout FuzzRandom, keys: [String]) -> String {
        switch random.below(7) {
        case 0: return "(\(random.below(200)))"
        case 1: return "(>=\(random.below(100)),<=\(100 + random.below(200))@\(1 + random.below(1000)))"
        case 2: return "(m)"
        case 3: return "(==\(random.pick(keys)))"
        case 4: return "(>=m@750)"
        default: return ""
        }
    }

    /// An `X:` equation between two keys' attributes.
    static func equation(_ random: inout FuzzRandom, keys: [String]) -> String {
        let attributes = ["width", "height", "left", "top", "centerX", "centerY", "bottom", "trailing"]
        let first = random.pick(keys) + "." + random.pick(attributes)
        let second = random.pick(keys + ["superview"]) + "." + random.pick(attributes)
        let relation = random.pick(["==", ">=", "<="])
        let tail = random.pick(["", " * 2", " / 2", " + 10", " - m", " * 0.5 + 4"])
        let priority = random.chance(30) ? " @ \(1 + random.below(1000))" : ""
        return "X:\(first) \(relation) \(second)\(tail)\(priority)"
    }

    /// `valid` with one character removed, one inserted, or the tail cut off.
    static func broken(_ valid: String, _ random: inout FuzzRandom) -> String {
        var characters = Array(valid)
        guard !characters.isEmpty else { return "[" }
        let index = random.below(characters.count)
        switch random.below(3) {
        case 0: characters.remove(at: index)
        case 1: characters.insert(random.pick(Array("[]()|-@:=<>,.x9 ")), at: index)
        default: characters.removeSubrange(index...)
        }
        return String(characters)
    }
}
#endif
