/// The benchmark's output lines, in the format of `kiwisolver_bench.py` with `ours` as the first
/// column.
enum Report {
    /// `# LayoutSolver (Swift x.y); times in microseconds; median over runs`.
    static var header: String {
        "# LayoutSolver (Swift \(compilerVersion)); times in microseconds; median over runs"
    }

    /// One result line:
    /// `ours     NAME runs=N median_us=… solve_us=… min_us=…[ per_op_us=…] | CHECK`.
    static func line(name: String, totals: [Double], solves: [Double], operations: Int, check: String) -> String {
        let perOp = operations > 0 ? cFormat(" per_op_us=%.3f", median(solves) / Double(operations)) : ""
        let numbers = cFormat(" runs=%ld median_us=%.1f solve_us=%.1f min_us=%.1f",
                              totals.count, median(totals), median(solves), totals.min()!)
        return leftJustified("ours", 7) + "  " + leftJustified(name, 20) + numbers + perOp + " | " + check
    }

    /// A line for a workload that could not be run, in place of its result line.
    static func failure(name: String, message: String) -> String {
        leftJustified("ours", 7) + "  " + leftJustified(name, 20) + " FAILED | " + message
    }

    /// `%-Ns`: `text` padded with spaces on the right to `width` characters.
    static func leftJustified(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// The Swift compiler version this benchmark was built with (major.minor).
    static var compilerVersion: String {
        #if compiler(>=7.0)
        return ">=7.0"
        #elseif compiler(>=6.9)
        return "6.9"
        #elseif compiler(>=6.8)
        return "6.8"
        #elseif compiler(>=6.7)
        return "6.7"
        #elseif compiler(>=6.6)
        return "6.6"
        #elseif compiler(>=6.5)
        return "6.5"
        #elseif compiler(>=6.4)
        return "6.4"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #elseif compiler(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }
}
