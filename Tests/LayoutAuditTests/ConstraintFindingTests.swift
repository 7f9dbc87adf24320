import AutoLayoutConvenience
import Foundation
import LayoutAudit
import Testing

/// Findings about the constraints themselves: conflicts, ambiguity, passes that do not settle.
@Suite @MainActor struct ConstraintFindingTests {
    /// Two required widths: one is broken, and the finding names it, the other member of the
    /// minimal set, and the view.
    @Test(arguments: [false, true]) func conflictingWidths(fixed: Bool) throws {
        let report = auditOnce(screen("conflict") { root in
            let box = constrained(UIView(), in: root, "box")
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 40), box.widthAnchor.constraint(equalToConstant: 100),
            ])
            let wider = box.widthAnchor.constraint(equalToConstant: 200)
            if fixed { wider.priority = .defaultHigh }
            wider.isActive = true
        })
        let conflicts = report.findings(of: [.unsatisfiableConstraints])
        guard !fixed else {
            #expect(report.findings.isEmpty)
            return
        }
        let finding = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        #expect(finding.views.map(\.identifier) == ["box"])
        #expect(finding.constraints.count == 2)
        #expect(finding.constraints.contains { $0.description.contains("== 200") })
        #expect(finding.constraints.contains { $0.description.contains("== 100") })
        #expect(finding.detail.hasPrefix("broke"))
    }

    /// A conflict between constraints the DSL made carries the source lines that made them.
    @Test func dslConflictsNameTheirSourceLines() throws {
        let report = auditOnce(screen("dsl-conflict") { root in
            let box = constrained(UIView(), in: root, "box")
            box.constrain(width: 100)
            box.constrain(width: 200)
            box.constrain(height: 40)
            NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.topAnchor.constraint(equalTo: root.topAnchor)])
        })
        let finding = try #require(report.findings(of: [.unsatisfiableConstraints]).first)
        let sources = finding.constraints.compactMap(\.sourceLocation)
        #expect(sources.count == 2)
        #expect(sources.allSatisfy { $0.hasPrefix("LayoutAuditTests/ConstraintFindingTests.swift:") })
    }

    /// A view without a width: ambiguous horizontally, not vertically.
    @Test(arguments: [false, true]) func missingWidth(fixed: Bool) throws {
        let report = auditOnce(screen("ambiguous") { root in
            let box = constrained(UIView(), in: root, "box")
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), box.heightAnchor.constraint(equalToConstant: 40),
            ])
            if fixed { box.widthAnchor.constraint(equalToConstant: 80).isActive = true }
        }, kinds: [.ambiguousLayout])
        guard !fixed else {
            #expect(report.findings.isEmpty)
            return
        }
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.views.first?.identifier == "box")
        #expect(finding.detail.contains("horizontal"))
    }

    /// A view that changes its own constraint every time it lays out never settles.
    @Test(arguments: [false, true]) func restlessLayout(fixed: Bool) throws {
        final class Restless: UIView {
            var height: NSLayoutConstraint?
            var settles = false
            override func layoutSubviews() {
                super.layoutSubviews()
                guard let height else { return }
                height.constant = settles ? 50 : height.constant + 1
            }
        }
        let report = auditOnce(screen("restless") { root in
            let view = constrained(Restless(), in: root, "restless")
            view.settles = fixed
            let height = view.heightAnchor.constraint(equalToConstant: 50)
            view.height = height
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                view.widthAnchor.constraint(equalToConstant: 50), height,
            ])
        })
        #expect(report.kindsFound == (fixed ? [] : [.layoutDidNotConverge]))
        if !fixed { #expect(report.findings.first?.detail.contains("did not converge") == true) }
    }
}
