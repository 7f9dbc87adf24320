import Foundation
import HeadlessUIKit
import LayoutAudit

/// `--only audit`: the full audit matrix (260 configurations) of one settings screen of 100
/// views: a header label and 24 rows in a vertical scroll view, each row a container holding a
/// title, a wrapping subtitle and a 44-point button (4 views a row, plus the scroll view, header
/// and window's root view). Prints the audit's time and where it went, and what it found.
@MainActor
func auditScreenBenchmark() {
    let subject = AuditSubject.view(named: "settings-100") {
        let root = UIView()
        let scroll = UIScrollView()
        let header = UILabel()
        header.text = "Settings"
        header.font = .preferredFont(forTextStyle: .largeTitle)
        header.adjustsFontForContentSizeCategory = true
        for view in [scroll, header] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        var constraints = [
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            header.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ]
        var previous = scroll.contentLayoutGuide.topAnchor
        for index in 0..<24 {
            let row = UIView(), title = UILabel(), subtitle = UILabel(), button = UIButton(type: .system)
            title.text = "Setting \(index)"
            subtitle.text = String(repeating: "What this setting changes. ", count: 1 + index % 3)
            subtitle.numberOfLines = 0
            button.setTitle("Edit", for: .normal)
            for label in [title, subtitle] {
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
            }
            row.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(row)
            // As short as the text and the button allow.
            let hug = row.heightAnchor.constraint(equalToConstant: 0)
            hug.priority = UILayoutPriority(1)
            constraints.append(hug)
            for view in [title, subtitle, button] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(view)
            }
            constraints += [
                row.topAnchor.constraint(equalTo: previous, constant: 8),
                row.heightAnchor.constraint(greaterThanOrEqualTo: button.heightAnchor),
                row.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: row.topAnchor),
                title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                subtitle.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8),
                subtitle.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor),
                button.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                button.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                button.widthAnchor.constraint(equalToConstant: 64),
                button.heightAnchor.constraint(equalToConstant: 44),
            ]
            previous = row.bottomAnchor
        }
        constraints.append(previous.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -8))
        NSLayoutConstraint.activate(constraints)
        return root
    }
    var views = 0
    func count(_ view: UIView) { views += 1; view.subviews.forEach(count) }
    count(subject.makeWindow(.iPhone15, .portrait))
    let report = LayoutAuditor().audit(subject)
    print("# layout-bench audit: \(views) views (window included) × \(report.configurations.count) configurations")
    print("audit settings-100 configurations=\(report.configurations.count) findings=\(report.findings.count) groups=\(report.groups.count)")
    print("  \(report.timings)")
    print(report.summary.split(separator: "\n").prefix(6).joined(separator: "\n"))
}
