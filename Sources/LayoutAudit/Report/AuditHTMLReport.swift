#if !canImport(UIKit)
import Foundation

/// An HTML page of one or more audit reports: per screen, each problem (a kind of finding on
/// the same views) with its detail, source lines, the configurations it occurs in, and the SVG of
/// the first of them with the views involved highlighted.
public enum AuditHTMLReport {
    /// The page's HTML.
    public static func html(_ reports: [LayoutAuditReport], title: String = "Layout audit") -> String {
        var body = "<h1>\(FindingPicture.escaped(title))</h1>\n<table><tr><th>screen</th><th>configurations</th>"
            + "<th>findings</th><th>problems</th><th>time</th></tr>\n"
        for report in reports {
            body += "<tr><td><a href=\"#\(anchor(report.subjectName))\">\(FindingPicture.escaped(report.subjectName))</a></td>"
                + "<td>\(report.configurations.count)</td><td>\(report.findings.count)</td><td>\(report.groups.count)</td>"
                + "<td>\(AuditTimings.seconds(report.timings.total))</td></tr>\n"
        }
        body += "</table>\n"
        for report in reports { body += section(report) }
        return """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>\(FindingPicture.escaped(title))</title>
        <style>
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 2em; color: #1c1c1e; }
        table { border-collapse: collapse; } td, th { border: 1px solid #d1d1d6; padding: 2px 8px; text-align: left; }
        .finding { display: flex; gap: 1.5em; margin: 1em 0 2em; align-items: flex-start; }
        .finding svg { border: 1px solid #d1d1d6; max-width: 420px; height: auto; flex: none; }
        .kind { font-weight: bold; color: #ff2d55; } code { font-size: 0.9em; } details { margin-top: .5em; }
        </style></head><body>
        \(body)</body></html>

        """
    }

    /// The picture of each problem of `report` (the first finding of each group) that has a
    /// snapshot, named `<screen>-<n>-<kind>.svg`, in the report's order.
    public static func pictures(of report: LayoutAuditReport) -> [(fileName: String, svg: String)] {
        report.groups.enumerated().compactMap { index, group in
            guard let snapshot = report.snapshot(for: group[0]) else { return nil }
            let screen = String(report.subjectName.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            return ("\(screen)-\(index + 1)-\(group[0].kind.rawValue).svg", FindingPicture.svg(of: group[0], in: snapshot))
        }
    }

    private static func section(_ report: LayoutAuditReport) -> String {
        var html = "<h2 id=\"\(anchor(report.subjectName))\">\(FindingPicture.escaped(report.subjectName))</h2>\n"
        html += "<p>\(report.configurations.count) configurations, \(report.findings.count) findings in "
            + "\(report.groups.count) problems; \(FindingPicture.escaped(report.timings.description)).</p>\n"
        for group in report.groups {
            let first = group[0]
            html += "<div class=\"finding\">"
            if let snapshot = report.snapshot(for: first) { html += FindingPicture.svg(of: first, in: snapshot) }
            html += "<div><div class=\"kind\">\(first.kind.title)</div>"
            html += "<p>\(first.views.map { FindingPicture.escaped($0.description) }.joined(separator: ", "))</p>"
            html += "<p>\(FindingPicture.escaped(first.detail))</p>"
            html += "<p>Pictured: \(FindingPicture.escaped(first.configuration.description))</p>"
            let sources = Array(Set(group.flatMap(\.constraints).compactMap(\.sourceLocation))).sorted()
            if !sources.isEmpty { html += "<p>Constraints at " + sources.map { "<code>\($0)</code>" }.joined(separator: ", ") + "</p>" }
            html += "<details><summary>\(group.count) configuration\(group.count == 1 ? "" : "s")</summary><ul>"
            for finding in group { html += "<li>\(FindingPicture.escaped(finding.configuration.description)): \(FindingPicture.escaped(finding.detail))</li>" }
            html += "</ul></details>"
            if !first.constraints.isEmpty {
                html += "<details><summary>constraints</summary><ul>"
                for constraint in first.constraints { html += "<li><code>\(FindingPicture.escaped(constraint.description))</code></li>" }
                html += "</ul></details>"
            }
            html += "</div></div>\n"
        }
        return html
    }

    private static func anchor(_ name: String) -> String {
        "screen-" + String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
#endif
