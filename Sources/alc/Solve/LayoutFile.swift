import AutoLayoutConvenience
import Foundation

/// A layout described in a text file for `alc solve`:
///
///     # a comment
///     size 375x667                  the container's size (optional; `--size` overrides it)
///     view title 200x20             a view, with an optional intrinsic size (`-` leaves an axis free)
///     view body
///     metric gap 12                 a metric for the format strings
///     H:|-[title]-|                 Visual Format Language lines …
///     X:body.width == title.width   … and X: equations, in order
struct LayoutFile: Equatable {
    /// A view of the file: its key and optional intrinsic width and height.
    struct ViewLine: Equatable {
        var name: String
        var intrinsicWidth: CGFloat?
        var intrinsicHeight: CGFloat?
    }

    var size: CGSize?
    var views: [ViewLine] = []
    var metrics: [String: CGFloat] = [:]
    var formats: [String] = []

    /// A line the reader could not understand.
    struct ReadError: Error, CustomStringConvertible, Equatable {
        var line: Int
        var text: String
        var reason: String
        var description: String { "line \(line): \(reason): \(text)" }
    }

    /// Reads the file's text.
    init(text: String) throws(ReadError) {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let words = line.split(separator: " ").map(String.init)
            let fail = { (reason: String) in ReadError(line: index + 1, text: line, reason: reason) }
            switch words[0] {
            case "size":
                guard words.count == 2, let size = Self.size(words[1]) else { throw fail("expected `size WIDTHxHEIGHT`") }
                self.size = size
            case "view":
                guard words.count == 2 || words.count == 3 else { throw fail("expected `view NAME [WIDTHxHEIGHT]`") }
                var view = ViewLine(name: words[1])
                if words.count == 3 {
                    let parts = words[2].split(separator: "x", omittingEmptySubsequences: false)
                    guard parts.count == 2 else { throw fail("expected an intrinsic size like 200x20 or -x20") }
                    view.intrinsicWidth = parts[0] == "-" ? nil : Double(parts[0]).map { CGFloat($0) }
                    view.intrinsicHeight = parts[1] == "-" ? nil : Double(parts[1]).map { CGFloat($0) }
                    if (parts[0] != "-" && view.intrinsicWidth == nil) || (parts[1] != "-" && view.intrinsicHeight == nil) {
                        throw fail("expected an intrinsic size like 200x20 or -x20")
                    }
                }
                guard !views.contains(where: { $0.name == view.name }) else { throw fail("the view is declared twice") }
                views.append(view)
            case "metric":
                guard words.count == 3, let value = Double(words[2]), value.isFinite else { throw fail("expected `metric NAME NUMBER`") }
                metrics[words[1]] = CGFloat(value)
            default:
                guard line.hasPrefix("H:") || line.hasPrefix("V:") || line.hasPrefix("X:") || line.hasPrefix("[") || line.hasPrefix("|") else {
                    throw fail("expected `size`, `view`, `metric`, or a format string (H:, V:, X:)")
                }
                formats.append(line)
            }
        }
    }

    /// Parses `WIDTHxHEIGHT` with positive finite numbers.
    static func size(_ text: String) -> CGSize? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}
