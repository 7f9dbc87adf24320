// The workload spec files of ../shared/bench/specs: their model and their parser.

/// A relation as written in a spec line: `<` is `<=`, `>` is `>=`, `=` is `==`.
enum SpecRelation: Character, Sendable {
    case lessOrEqual = "<"
    case greaterOrEqual = ">"
    case equal = "="
}

/// One linear constraint of a spec: `Σ coefficient·x[variable] + constant <op> 0` at a Kiwi
/// strength (required = 1001001000, strong = 1e6, medium = 1e3, weak = 1).
struct SpecConstraint: Sendable {
    /// `(variable index, coefficient)` pairs, in file order.
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: SpecRelation
    /// Kiwi's numeric strength, as written in the file.
    var strength: Double
}

/// A `VAR VALUE` pair of an `init` or `step` line.
struct Suggestion: Sendable {
    var variable: Int
    var value: Double
}

/// The kind of workload, which decides what is timed (see README.md, "Timing rules").
enum WorkloadKind: String, Sendable {
    case build
    case edit
    case churnBulk = "churn-bulk"
    case churnToggle = "churn-toggle"
}

/// A parsed spec file: the same fields `kiwisolver_bench.py`'s `parse` collects.
struct Spec: Sendable {
    var name = ""
    var kind: WorkloadKind = .build
    var variableCount = 0
    /// `edit VAR STRENGTH` lines: edit variables, added before the base constraints.
    var edits: [(variable: Int, strength: Double)] = []
    /// `c` lines: the base constraints.
    var constraints: [SpecConstraint] = []
    /// `init` lines: suggested after the base constraints, then `updateVariables`.
    var initial: [Suggestion] = []
    /// `step` lines: each a batch of suggestions followed by one `updateVariables`.
    var steps: [[Suggestion]] = []
    /// `x` lines: the churn constraints.
    var churn: [SpecConstraint] = []
}

/// Why a spec file could not be read.
struct SpecError: Error, CustomStringConvertible {
    let description: String
}

/// Reads spec files with the rules of `kiwisolver_bench.py`: whitespace-separated fields, blank
/// lines and lines starting with `#` skipped, unknown tags ignored.
enum SpecParser {
    /// Parses the spec at `path`.
    static func parse(path: String) throws -> Spec {
        guard let text = readTextFile(path) else { throw SpecError(description: "cannot read \(path)") }
        return try parse(text: text, origin: path)
    }

    /// Parses spec text; `origin` names it in error messages.
    static func parse(text: String, origin: String) throws -> Spec {
        var spec = Spec()
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" })
            guard let tag = fields.first, !tag.hasPrefix("#") else { continue }
            let reader = FieldReader(fields: fields, origin: origin, line: lineNumber)
            switch tag {
            case "name": spec.name = try reader.string(1)
            case "kind":
                let raw = try reader.string(1)
                guard let kind = WorkloadKind(rawValue: raw) else { throw reader.error("unknown kind \(raw)") }
                spec.kind = kind
            case "vars": spec.variableCount = try reader.int(1)
            case "edit": spec.edits.append((try reader.int(1), try reader.double(2)))
            case "init": spec.initial.append(Suggestion(variable: try reader.int(1), value: try reader.double(2)))
            case "step":
                var step: [Suggestion] = []
                var index = 1
                while index < fields.count {
                    step.append(Suggestion(variable: try reader.int(index), value: try reader.double(index + 1)))
                    index += 2
                }
                spec.steps.append(step)
            case "c", "x":
                let constraint = try reader.constraint()
                if tag == "c" { spec.constraints.append(constraint) } else { spec.churn.append(constraint) }
            default: continue
            }
        }
        return spec
    }
}

/// Typed access to the fields of one spec line, with errors that name the file and line.
private struct FieldReader {
    let fields: [Substring]
    let origin: String
    let line: Int

    func error(_ message: String) -> SpecError {
        SpecError(description: "\(origin):\(line): \(message)")
    }

    func string(_ index: Int) throws -> String {
        guard index < fields.count else { throw error("missing field \(index)") }
        return String(fields[index])
    }

    func int(_ index: Int) throws -> Int {
        guard let value = Int(try string(index)) else { throw error("not an integer: \(fields[index])") }
        return value
    }

    func double(_ index: Int) throws -> Double {
        guard let value = Double(try string(index)) else { throw error("not a number: \(fields[index])") }
        return value
    }

    /// `OP STRENGTH K N v1 c1 … vN cN` after the tag.
    func constraint() throws -> SpecConstraint {
        let op = try string(1)
        guard op.count == 1, let relation = SpecRelation(rawValue: op.first!) else { throw error("unknown operator \(op)") }
        let strength = try double(2)
        let constant = try double(3)
        let count = try int(4)
        var terms: [(variable: Int, coefficient: Double)] = []
        terms.reserveCapacity(count)
        for i in 0..<count {
            terms.append((try int(5 + 2 * i), try double(6 + 2 * i)))
        }
        return SpecConstraint(terms: terms, constant: constant, relation: relation, strength: strength)
    }
}
