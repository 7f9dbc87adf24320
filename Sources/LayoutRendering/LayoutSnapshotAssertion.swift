#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Compares rendered layouts with reference files kept next to the tests.
///
/// References live in a `__Snapshots__` folder beside the test file, one file per name:
/// `<name>.txt` for text outlines, `<name>.svg` for drawings. Set the environment variable
/// `LAYOUT_SNAPSHOT_RECORD=1` to write the current output as the new references instead of
/// comparing. A missing reference is written and reported, so the first run fails once.
///
///     if let mismatch = assertLayoutSnapshot(of: window, matching: "filling-iPhoneSE") {
///         Issue.record(Comment(rawValue: mismatch.description))
///     }
public struct LayoutSnapshotAssertion: Sendable {
    /// The environment variable that turns recording on when set to anything but `0` or empty.
    public static let recordEnvironmentVariable = "LAYOUT_SNAPSHOT_RECORD"

    /// The folder the reference files are in.
    public var directory: URL
    /// Whether references are written instead of compared.
    public var isRecording: Bool

    /// Creates an assertion reading references from `directory`; recording follows the
    /// environment unless given.
    public init(directory: URL, isRecording: Bool? = nil) {
        self.directory = directory
        self.isRecording = isRecording ?? Self.recordingRequestedByEnvironment
    }

    /// Creates an assertion reading references from `__Snapshots__` beside the file at
    /// `filePath` (pass `#filePath` of the test).
    public init(besideFile filePath: String, isRecording: Bool? = nil) {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        self.init(directory: folder, isRecording: isRecording)
    }

    /// Whether `LAYOUT_SNAPSHOT_RECORD` asks for recording.
    public static var recordingRequestedByEnvironment: Bool {
        let value = ProcessInfo.processInfo.environment[recordEnvironmentVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// The reference file of `name` with `fileExtension`.
    public func referenceURL(named name: String, fileExtension: String) -> URL {
        directory.appendingPathComponent(name).appendingPathExtension(fileExtension)
    }

    /// Compares `actual` with the reference `name.fileExtension`; nil when they match (or when
    /// recording, after writing it).
    public func verify(_ actual: String, matching name: String, fileExtension: String = "txt") -> LayoutSnapshotMismatch? {
        let url = referenceURL(named: name, fileExtension: fileExtension)
        let reference = try? String(contentsOf: url, encoding: .utf8)
        if isRecording || reference == nil {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                return LayoutSnapshotMismatch(name: name, referencePath: url.path, kind: .unwritable(String(describing: error)))
            }
            return isRecording ? nil : LayoutSnapshotMismatch(name: name, referencePath: url.path, kind: .recorded)
        }
        guard let reference, reference != actual else { return nil }
        return LayoutSnapshotMismatch(name: name, referencePath: url.path,
                                      kind: .differs(LineDiff(reference: reference, actual: actual)))
    }
}

/// Why a layout snapshot did not match its reference; `description` says it readably.
public struct LayoutSnapshotMismatch: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The reference differs; the diff goes from the reference to the actual text.
        case differs(LineDiff)
        /// There was no reference; the actual text was written as the new one.
        case recorded
        /// The reference could not be written.
        case unwritable(String)
    }

    /// The snapshot's name.
    public var name: String
    /// The reference file's path.
    public var referencePath: String
    /// What went wrong.
    public var kind: Kind

    /// Creates a mismatch.
    public init(name: String, referencePath: String, kind: Kind) {
        self.name = name
        self.referencePath = referencePath
        self.kind = kind
    }

    /// A message for the test log.
    public var description: String {
        switch kind {
        case .differs(let diff):
            let diffText = diff.formatted()
            let detail = diffText.isEmpty ? "(only whitespace at line ends or the final newline differs)" : diffText
            return "Layout snapshot \"\(name)\" differs from \(referencePath) (- reference, + actual; "
                + "\(LayoutSnapshotAssertion.recordEnvironmentVariable)=1 records):\n" + detail
        case .recorded:
            return "No reference for layout snapshot \"\(name)\": recorded \(referencePath); run again to compare."
        case .unwritable(let reason):
            return "Could not write the reference of layout snapshot \"\(name)\" to \(referencePath): \(reason)"
        }
    }
}

/// What a layout snapshot compares.
public enum LayoutSnapshotFormat: Equatable, Sendable {
    /// The text outline (`LayoutSnapshot.outline`), stored as `.txt`.
    case outline
    /// The SVG drawing with the given options, stored as `.svg`.
    case svg(SVGRenderer.Options)

    /// The reference file extension.
    public var fileExtension: String {
        switch self {
        case .outline: "txt"
        case .svg: "svg"
        }
    }

    /// The text of `snapshot` in this format.
    public func text(of snapshot: LayoutSnapshot) -> String {
        switch self {
        case .outline: snapshot.outline
        case .svg(let options): SVGRenderer(options: options).render(snapshot)
        }
    }
}

/// Lays out `view` (`layoutIfNeeded()`), and compares its text outline (or SVG) with the
/// reference `matching` in `__Snapshots__` beside the calling file. Returns nil when they match,
/// else a mismatch whose description is a line diff. Recording: see `LayoutSnapshotAssertion`.
@MainActor
public func assertLayoutSnapshot(
    of view: UIView, matching name: String, as format: LayoutSnapshotFormat = .outline,
    record: Bool? = nil, filePath: String = #filePath
) -> LayoutSnapshotMismatch? {
    view.layoutIfNeeded()
    let text = format.text(of: LayoutSnapshot(of: view))
    return LayoutSnapshotAssertion(besideFile: filePath, isRecording: record)
        .verify(text, matching: name, fileExtension: format.fileExtension)
}
#endif
