// vfl-fuzz: parses at least a million random and mutated strings with the VisualFormat parser
// and checks that nothing crashes and that every error points inside its string (a column in
// 1...count + 1, the last meaning "at the end"). Deterministic: a fixed seed.
//
//   swift run -c release --scratch-path .build-vfl vfl-fuzz [count] [seed]
#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import VisualFormat

let arguments = CommandLine.arguments
let total = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 2024 : 2024

/// Valid strings to mutate: the README's strings and one per grammar element.
let samples = [
    "H:|[v1]|", "V:|-[v1(h)]-[v2]-|", "V:|-[v1]-[v2]-|", "V:[v1]-|", "V:|-[v2]-[v1]-|", "H:|-[a]-|",
    "H:|-10-[a(>=50,<=100@750)]-(>=gap@500)-[b(==a)]|", "V:|[a][b(w)]-0-[c]", "[a]-[b]-[c]", "|-(-5)-[a]",
    "X:v1.width == v2.width / 2", "X:v1.top == v2.centerY * 0.5 - 10", "X:v1.top >= v2.bottom",
    "X:v1.centerX == superview.centerX + 5", "X:label.firstBaseline == superview.topMargin + 20 @750",
    "X:a.height == parent.height * h - gap @ p",
]
let context = FormatContext(
    viewNames: Set(GrammarGenerator.viewNames), metrics: ["h": 50, "gap": 12, "w": 44, "p": 750, "zero": 0]
)
let optionChoices: [UInt] = [0, 1 << 3, 1 << 10, 1 << 9, 1 << 5, 1 << 16, 2 << 16, 1 << 19, (1 << 9) | (1 << 19), 3 << 16, 1 << 7]

var generator = GrammarGenerator(random: SplitMix64(seed: seed))
var mutator = Mutator(random: SplitMix64(seed: seed &+ 1))
var random = SplitMix64(seed: seed &+ 2)

var parsed = 0, resolved = 0, translated = 0, remaindersChecked = 0
var errorsByKind: [String: Int] = [:]
var sources = (grammar: 0, mutatedSample: 0, mutatedGrammar: 0, noise: 0)
var resolvedBySource = [0, 0, 0, 0]
var failures: [String] = []

/// Records an error and checks that it points inside its string.
@MainActor func check(_ error: VisualFormatError, for text: String) {
    let label = "\(error.kind)".prefix { $0 != "(" }
    errorsByKind[String(label), default: 0] += 1
    let length = text.count
    if error.format != text || error.column < 1 || error.column > length + 1 || error.caretLine.count != error.column {
        if failures.count < 20 { failures.append("column \(error.column) of \(length): \(text.debugDescription) → \(error.kind)") }
    }
}

let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
let views = Dictionary(uniqueKeysWithValues: GrammarGenerator.viewNames.map { name -> (String, UIView) in
    let view = UIView()
    root.addSubview(view)
    return (name, view)
})

let start = Date()
for index in 0..<total {
    let text: String
    switch index % 4 {
    case 0: text = generator.string(); sources.grammar += 1
    case 1: text = mutator.mutate(random.pick(samples)); sources.mutatedSample += 1
    case 2: text = mutator.mutate(generator.string()); sources.mutatedGrammar += 1
    default: text = mutator.noise(); sources.noise += 1
    }
    do {
        let syntax = try VisualFormatSyntax.parse(text)
        parsed += 1
        let options = random.chance(20) ? random.pick(optionChoices) : 0
        _ = try syntax.resolve(in: context, optionBits: options)
        resolved += 1
        resolvedBySource[index % 4] += 1
        if index % 97 == 0, case .layout(let layout) = syntax {
            for remainder in layout.remainder(removing: random.pick(GrammarGenerator.viewNames)) {
                remaindersChecked += 1
                if (try? VisualFormatSyntax.parse(remainder)) == nil, failures.count < 20 {
                    failures.append("remainder does not parse: \(remainder.debugDescription) from \(text.debugDescription)")
                }
            }
        }
        if index % 101 == 0 {
            let constraints = try VisualFormatLanguage.constraints(
                text, options: NSLayoutConstraint.FormatOptions(rawValue: options), metrics: ["h": 50, "gap": 12, "w": 44, "p": 750, "zero": 0],
                views: views
            )
            translated += constraints.count
        }
    } catch let error as VisualFormatError {
        check(error, for: text)
    } catch {
        if failures.count < 20 { failures.append("not a VisualFormatError: \(error) for \(text.debugDescription)") }
    }
}
let seconds = Date().timeIntervalSince(start)

print("vfl-fuzz seed=\(seed) strings=\(total) grammar=\(sources.grammar) mutated_samples=\(sources.mutatedSample) mutated_grammar=\(sources.mutatedGrammar) noise=\(sources.noise)")
print("parsed=\(parsed) resolved=\(resolved) errors=\(total - resolved) translated_constraints=\(translated) remainders_reparsed=\(remaindersChecked)")
print("resolved_by_source grammar=\(resolvedBySource[0]) mutated_samples=\(resolvedBySource[1]) mutated_grammar=\(resolvedBySource[2]) noise=\(resolvedBySource[3])")
print("errors_by_kind " + errorsByKind.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
print(String(format: "time_s=%.2f per_string_us=%.2f", seconds, seconds / Double(max(total, 1)) * 1e6))
if failures.isEmpty {
    print("OK: no crash, every error column within 1...count+1")
} else {
    print("FAILURES (\(failures.count)):")
    failures.forEach { print("  " + $0) }
    exit(1)
}
