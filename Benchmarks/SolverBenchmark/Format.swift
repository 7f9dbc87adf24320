#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Formats with C's `printf` rules, which Python's `%` operator follows for `%d %f %g %s`, so
/// numbers print exactly as in `kiwisolver_bench.py`. Only numeric arguments: `String` is no
/// `CVarArg` without Foundation.
func cFormat(_ format: String, _ arguments: any CVarArg...) -> String {
    withVaList(arguments) { list in
        var buffer = [CChar](repeating: 0, count: 512)
        let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
        if needed < buffer.count { return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return withVaList(arguments) { again in
            buffer = [CChar](repeating: 0, count: needed + 1)
            _ = vsnprintf(&buffer, buffer.count, format, again)
            return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}

/// Python's `statistics.median`: the middle value, or the mean of the two middle values.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    precondition(n > 0, "median of no values")
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}

/// Writes a line to standard output at once (the Python script flushes every line).
func printLine(_ line: String) {
    print(line)
    fflush(nil)  // all output streams; `stdout` itself is a C global that Swift 6 rejects
}

/// Writes a line to standard error.
func printError(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}
