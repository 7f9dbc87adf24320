import Foundation
import LayoutTestSupport
import Testing

#if os(macOS) || os(Linux)
// Desktop only: it runs swiftc in a child process (Foundation's Process), which iOS does not have.
/// Runs scripts/check-anchor-misuse.sh (idioms.md §2.2: invalid anchor combinations do not
/// compile) against the modules this test binary was built with. About five seconds; skipped
/// when `swiftc` or the built modules cannot be found, or when `SKIP_ANCHOR_MISUSE_CHECK=1`.
@Suite struct CompileFailureScriptTests {
    /// The package root, three levels above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The directory holding `AutoLayoutAnchors.swiftmodule`: `ANCHORS_MODULES_DIR`, else the
    /// `Modules` folder next to the test executable.
    static var modulesDirectory: URL? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["ANCHORS_MODULES_DIR"].map(URL.init(fileURLWithPath:)),
                          Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("Modules")]
        return candidates.compactMap { $0 }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("AutoLayoutAnchors.swiftmodule").path)
        }
    }

    /// Whether `swiftc` is on the search path.
    static var hasSwiftc: Bool {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/swiftc") }
    }

    static var enabled: Bool {
        ProcessInfo.processInfo.environment["SKIP_ANCHOR_MISUSE_CHECK"] != "1" && hasSwiftc && modulesDirectory != nil
    }

    @Test(.enabled(if: enabled), .timeLimit(.minutes(2)))
    func misuseSnippetsFailWithTheExpectedErrors() throws {
        let modules = try #require(Self.modulesDirectory)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.packageRoot.appendingPathComponent("scripts/check-anchor-misuse.sh").path, "--modules", modules.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, Comment(rawValue: output))
        #expect(output.contains("PASS GuideExamplesCompile"), Comment(rawValue: output))
        #expect(!output.contains("FAIL"), Comment(rawValue: output))
    }
}
#endif
