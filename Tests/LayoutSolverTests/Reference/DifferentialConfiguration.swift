import Foundation

/// How many random systems the differential test plays, from which seed; read from the
/// environment so a long run or a reproduction needs no code change.
///
/// - `LAYOUT_SOLVER_DIFFERENTIAL_COUNT`: number of systems (default 2,000).
/// - `LAYOUT_SOLVER_DIFFERENTIAL_SEED`: base seed (default 0x5EED), decimal or `0x` hex.
/// - `LAYOUT_SOLVER_DIFFERENTIAL_ONLY`: play only the system with this index (for reproductions).
struct DifferentialConfiguration: Sendable {
    var count: Int
    var seed: UInt64
    var only: Int?

    static let defaultCount = 2_000
    static let defaultSeed: UInt64 = 0x5EED

    static func fromEnvironment() -> DifferentialConfiguration {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["LAYOUT_SOLVER_DIFFERENTIAL_COUNT"].flatMap { Int($0) } ?? defaultCount
        let seed = environment["LAYOUT_SOLVER_DIFFERENTIAL_SEED"].flatMap(parseSeed) ?? defaultSeed
        let only = environment["LAYOUT_SOLVER_DIFFERENTIAL_ONLY"].flatMap { Int($0) }
        return DifferentialConfiguration(count: count, seed: seed, only: only)
    }

    /// Writes a line to standard error at once (unbuffered, so it survives a crash).
    static func trace(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}
