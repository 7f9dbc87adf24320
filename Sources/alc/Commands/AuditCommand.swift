import ArgumentParser
import AutoLayoutConvenience
import AutoLayoutGallery
import Foundation
import LayoutAudit

/// `alc audit`: lays every gallery screen out on every device, orientation, split, text size,
/// direction and appearance, prints the problems found and writes an HTML report picturing each.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Audit the gallery's layouts in every configuration and write an HTML report.")

    @OptionGroup var selection: GallerySelection

    @Option(name: .long, parsing: .upToNextOption,
            help: "Only these text sizes, e.g. L AX5 (default: XS L XXXL AX3 AX5).")
    var textSizes: [String] = []

    @Option(name: .long, parsing: .upToNextOption,
            help: "Only these kinds of finding: \(LayoutFinding.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kinds: [String] = []

    @Flag(name: .long, help: "Leave out iPad Split View.")
    var noSplitView = false

    @Option(name: .long, help: "The output folder (default: a new folder in the temporary directory).")
    var out: String?

    func validate() throws {
        for size in textSizes where AuditNames.contentSize(named: size) == nil {
            throw ValidationError("Unknown text size \"\(size)\"; use XS, S, M, L, XL, XXL, XXXL, AX1 … AX5.")
        }
        for kind in kinds where LayoutFinding.Kind(rawValue: kind) == nil {
            throw ValidationError("Unknown kind \"\(kind)\"; the kinds are " + LayoutFinding.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
    }

    func run() throws {
        var matrix = AuditMatrix.full
        if let preset = selection.devicePreset { matrix.devices = [preset] }
        if let orientation = selection.orientation { matrix.orientations = [orientation.orientation] }
        if !textSizes.isEmpty { matrix.contentSizes = textSizes.compactMap(AuditNames.contentSize(named:)) }
        matrix.includesSplitView = !noSplitView
        let wanted = kinds.isEmpty ? Set(LayoutFinding.Kind.allCases) : Set(kinds.compactMap(LayoutFinding.Kind.init(rawValue:)))
        let screens = selection.screens
        let folder = try OutputFolder.resolve(out, prefix: "alc-audit")
        let start = ContinuousClock.now
        let reports = MainActor.assumeIsolated {
            let auditor = LayoutAuditor(matrix: matrix, kinds: wanted)
            return screens.map { screen in
                auditor.audit(AuditSubject(name: screen.name) { device, orientation in
                    screen.makeWindow(on: device, orientation: orientation)
                })
            }
        }
        let elapsed = ContinuousClock.now - start
        let page = folder.appendingPathComponent("index.html")
        try AuditHTMLReport.html(reports, title: "Layout audit of the gallery").write(to: page, atomically: true, encoding: .utf8)
        let pictures = folder.appendingPathComponent("findings", isDirectory: true)
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        for report in reports {
            for picture in AuditHTMLReport.pictures(of: report) {
                try picture.svg.write(to: pictures.appendingPathComponent(picture.fileName), atomically: true, encoding: .utf8)
            }
        }
        for report in reports {
            print(report.summary)
            print("  time: \(report.timings)")
        }
        let configurations = reports.map(\.configurations.count).reduce(0, +)
        let findings = reports.map(\.findings.count).reduce(0, +)
        print("Audited \(screens.count) screens in \(matrix.configurations.count) configurations each (\(configurations) layouts) "
              + "in \(AuditTimings.seconds(elapsed)): \(findings) findings.")
        print("Report: \(page.path) (one picture per problem in \(pictures.path))")
    }
}
