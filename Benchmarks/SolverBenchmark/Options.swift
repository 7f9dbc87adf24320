/// The command line, with the options and defaults of `kiwisolver_bench.py`:
///
///     solver-bench [--runs N] [--budget S] [--only NAME|SUBSTR[,..]] [--specs DIR]
///                  [--add single|bulk] [--churn single|bulk]
///
/// `--only` keeps the workloads whose name contains one of the comma-separated substrings, or
/// equals one written with a trailing `$`. `--add` (not in the Python script) chooses how `build`
/// workloads add their base constraints, to compare the solver's bulk add with single adds;
/// `--churn` chooses how `churn-bulk` adds and removes its churn constraints.
struct Options {
    /// At most this many runs per workload (at least 3 are made if `runs >= 3`).
    var runs = 15
    /// Seconds per workload after which no further run starts (once 3 runs are done).
    var budget = 20.0
    /// The `--only` filter text; empty keeps everything.
    var only = ""
    /// The folder of spec files.
    var specs = Options.defaultSpecsDirectory
    /// How `build` workloads add their base constraints. Default `single`: a build interleaves
    /// required and optional constraints, and one optimisation per add keeps the tableau small
    /// and the dual simplex applicable; `bulk` gives the same check columns, a little slower.
    var addMode = AddMode.single
    /// How `churn-bulk` adds, then removes, its churn constraints. Default `bulk`: the workload
    /// is exactly the case the solver's batch calls exist for (one optimisation per batch);
    /// `single` replays Kiwi's one-call-per-constraint sequence.
    var churnMode = AddMode.bulk

    static let usage = "usage: solver-bench [--runs N] [--budget S] [--only NAME|SUBSTR[,..] (NAME$ = exact)] [--specs DIR] [--add single|bulk] [--churn single|bulk]"

    /// `../shared/bench/specs` relative to the package root (found from this source file's
    /// location, three levels up), or relative to the working directory if that is missing.
    static var defaultSpecsDirectory: String {
        let packageRoot = deletingLastPathComponent(deletingLastPathComponent(deletingLastPathComponent(#filePath)))
        let beside = packageRoot + "/../shared/bench/specs"
        return isDirectory(beside) ? beside : "../shared/bench/specs"
    }

    /// Parses the arguments (without the program name); accepts `--name value` and `--name=value`.
    init(arguments: [String]) throws {
        var index = 0
        while index < arguments.count {
            var name = arguments[index]
            var value: String?
            if let equals = name.firstIndex(of: "="), name.hasPrefix("--") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "-h" || name == "--help" { throw OptionsError(description: Options.usage, isHelp: true) }
            guard ["--runs", "--budget", "--only", "--specs", "--add", "--churn"].contains(name) else {
                throw OptionsError(description: "unknown option \(name)\n\(Options.usage)")
            }
            if value == nil {
                index += 1
                guard index < arguments.count else { throw OptionsError(description: "\(name) needs a value\n\(Options.usage)") }
                value = arguments[index]
            }
            let text = value!
            switch name {
            case "--runs":
                guard let runs = Int(text) else { throw OptionsError(description: "--runs: not an integer: \(text)") }
                self.runs = runs
            case "--budget":
                guard let budget = Double(text) else { throw OptionsError(description: "--budget: not a number: \(text)") }
                self.budget = budget
            case "--only": only = text
            case "--specs": specs = text
            case "--add":
                guard let mode = AddMode(rawValue: text) else { throw OptionsError(description: "--add: single or bulk, not \(text)") }
                addMode = mode
            case "--churn":
                guard let mode = AddMode(rawValue: text) else { throw OptionsError(description: "--churn: single or bulk, not \(text)") }
                churnMode = mode
            default: throw OptionsError(description: "unknown option \(name)\n\(Options.usage)")
            }
            index += 1
        }
    }

    /// Whether `--only` keeps the workload `name`: Python's
    /// `any((t[:-1] == name) if t.endswith("$") else (t in name) for t in only.split(",") if t)`.
    func includes(_ name: String) -> Bool {
        if only.isEmpty { return true }
        return only.split(separator: ",", omittingEmptySubsequences: true).contains { token in
            token.hasSuffix("$") ? token.dropLast() == name : name.contains(token)
        }
    }
}

/// A bad command line, or a request for help.
struct OptionsError: Error, CustomStringConvertible {
    let description: String
    var isHelp = false
}
