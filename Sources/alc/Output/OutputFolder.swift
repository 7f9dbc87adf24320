import Foundation

/// Where `alc demo` writes.
enum OutputFolder {
    /// `path` when given (created if needed); otherwise a new folder `alc-demo-<date>-<n>` in the
    /// temporary directory, so two runs never mix their files.
    static func resolve(_ path: String?) throws -> URL {
        let manager = FileManager.default
        if let path {
            let url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }
        let stamp = Int(Date().timeIntervalSince1970)
        for attempt in 0..<1000 {
            let url = manager.temporaryDirectory.appendingPathComponent("alc-demo-\(stamp)-\(attempt)", isDirectory: true)
            if !manager.fileExists(atPath: url.path) {
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
                return url
            }
        }
        throw CocoaError(.fileWriteFileExists)
    }
}
