// solver-bench: replays the workload specs of ../shared/bench/specs on LayoutSolver, side by
// side with ../shared/bench/kiwisolver_bench.py (same order, options, timing rules, line format
// and check columns; see ../shared/bench/README.md).
//
// usage: solver-bench [--runs N] [--budget S] [--only NAME|SUBSTR[,..]] [--specs DIR] [--add single|bulk] [--churn single|bulk]

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch let error as OptionsError {
    if error.isHelp { printLine(error.description); exit(0) }
    printError(error.description)
    exit(2)
}

let files: [(name: String, path: String)]
do {
    files = try WorkloadList.specFiles(in: options.specs)
} catch {
    printError("\(error)")
    exit(1)
}

printLine(Report.header)
let replayer = Replayer(buildAddMode: options.addMode, churnMode: options.churnMode)
let clock = ContinuousClock()
for file in files where options.includes(file.name) {
    do {
        let workload = try Workload(try SpecParser.parse(path: file.path))
        var totals: [Double] = [], solves: [Double] = []
        var check: String?
        var spent = 0.0
        for run in 0..<max(options.runs, 0) {
            let start = clock.now
            let result = try replayer.runOnce(workload)
            spent += microseconds(from: start, to: clock.now) / 1e6
            totals.append(result.createMicroseconds + result.solveMicroseconds)
            solves.append(result.solveMicroseconds)
            if check == nil {
                check = result.check
            } else if check != result.check {
                check! += " [CHECK DIFFERS: \(result.check)]"
            }
            if run + 1 >= 3 && spent > options.budget { break }
        }
        guard let check else { continue }
        printLine(Report.line(name: file.name, totals: totals, solves: solves,
                              operations: workload.operationCount, check: check))
    } catch {
        printLine(Report.failure(name: file.name, message: "\(error)"))
    }
}
