import Foundation

/// Where `alc demo` and `alc audit` write.
enum OutputFolder {
    /// `path` when given (created if needed); otherwise a new folder `<prefix>-<date>-<n>` in the
    /// temporary directory, so two runs never mix their files.
    static func resolve(_ path: String?, prefix: String = "alc-demo") throws -> URL {
        let manager = FileManager.default
        if let path {
            let url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }
        let stamp = Int(Date().timeIntervalSince1970)
        for attempt in 0..<1000 {
            let url = manager.temporaryDirectory.appendingPathComponent("\(prefix)-\(stamp)-\(attempt)", isDirectory: true)
            if !manager.fileExists(atPath: url.path) {
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
                return url
            }
        }
        throw CocoaError(.fileWriteFileExists)
    }
}
