import ArgumentParser
import AutoLayoutConvenience
import Foundation
import LayoutAudit
import LayoutRendering
import VisualFormat

/// `alc solve FILE`: lays out the views of a layout file (views, metrics, VFL and `X:` lines)
/// at a size, prints the text outline and writes it with an SVG picture.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve", abstract: "Solve a layout file (views, metrics, VFL and X: lines) and draw it.")

    @Argument(help: "The layout file.")
    var file: String

    @Option(name: .long, help: "The container size, WIDTHxHEIGHT (default: the file's `size` line, else 375x667).")
    var size: String?

    @Option(name: .long, help: "The folder for FILE.svg and FILE.txt (default: beside the layout file).")
    var out: String?

    @Flag(name: .long, help: "Also audit the layout filling a window on every device, orientation, split, text size, direction and appearance; writes FILE-audit.html.")
    var audit = false

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw SolveError(message: "cannot read \(file): \(error.localizedDescription)")
        }
        let layout: LayoutFile
        do {
            layout = try LayoutFile(text: text)
        } catch {
            throw SolveError(message: "\(file): \(error)")
        }
        let containerSize: CGSize
        if let size {
            guard let parsed = LayoutFile.size(size) else { throw ValidationError("--size takes WIDTHxHEIGHT, e.g. 375x667") }
            containerSize = parsed
        } else {
            containerSize = layout.size ?? CGSize(width: 375, height: 667)
        }
        let (outline, svg) = try MainActor.assumeIsolated { try Self.solve(layout, in: containerSize) }
        print(outline, terminator: "")
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let folder = URL(fileURLWithPath: out ?? URL(fileURLWithPath: file).deletingLastPathComponent().path, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let svgURL = folder.appendingPathComponent(base + ".svg"), textURL = folder.appendingPathComponent(base + ".txt")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        try outline.write(to: textURL, atomically: true, encoding: .utf8)
        print("Wrote \(svgURL.path)\n  and \(textURL.path)")
        if audit {
            let report = MainActor.assumeIsolated {
                LayoutAuditor().audit(AuditSubject.view(named: base) { (try? Self.makeContainer(layout, size: .zero)) ?? UIView() })
            }
            let page = folder.appendingPathComponent(base + "-audit.html")
            try AuditHTMLReport.html([report], title: "Layout audit of \(base)").write(to: page, atomically: true, encoding: .utf8)
            print(report.summary)
            print("  time: \(report.timings)")
            print("Wrote \(page.path)")
        }
    }

    /// Lays the file's views out in a container of `size`; returns the outline and the SVG.
    @MainActor static func solve(_ layout: LayoutFile, in size: CGSize) throws -> (String, String) {
        let container = try makeContainer(layout, size: size)
        container.layoutIfNeeded()
        return (LayoutSnapshot.outline(of: container), SVGRenderer().render(container))
    }

    /// The file's views in a container of `size`, constrained, not yet laid out.
    @MainActor static func makeContainer(_ layout: LayoutFile, size: CGSize) throws -> UIView {
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        container.backgroundColor = .systemBackground
        var views: [String: UIView] = [:]
        for line in layout.views {
            let view = SolvedView(intrinsicWidth: line.intrinsicWidth, intrinsicHeight: line.intrinsicHeight)
            view.accessibilityIdentifier = line.name
            view.backgroundColor = AutolayoutHelper.debugBackgroundColor(forKey: line.name)
            views[line.name] = view
        }
        do {
            try AutolayoutHelper.configureView(container, subViews: views, metrics: layout.metrics, constraints: layout.formats)
        } catch let error as VisualFormatError {
            throw SolveError(message: "\(error)")
        }
        return container
    }
}

/// A plain view with an optional intrinsic size on each axis.
final class SolvedView: UIView {
    private let intrinsicWidth: CGFloat?
    private let intrinsicHeight: CGFloat?

    init(intrinsicWidth: CGFloat?, intrinsicHeight: CGFloat?) {
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        CGSize(width: intrinsicWidth ?? UIView.noIntrinsicMetric, height: intrinsicHeight ?? UIView.noIntrinsicMetric)
    }
}

/// Why `alc solve` could not lay the file out; printed as `Error: <message>`, without usage.
struct SolveError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
