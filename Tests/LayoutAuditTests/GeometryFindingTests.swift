import AutoLayoutConvenience
import Foundation
import LayoutAudit
import Testing

/// Findings about where views are: outside their superview or safe area, overlapping siblings,
/// too small to touch.
@Suite @MainActor struct GeometryFindingTests {
    /// A child placed 20 points before its container's leading edge.
    @Test(arguments: [false, true]) func childOutsideItsContainer(fixed: Bool) throws {
        let report = auditOnce(screen("outside") { root in
            let card = constrained(UIView(), in: root, "card")
            let badge = constrained(UIView(), in: card, "badge")
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
                badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: fixed ? 0 : -20),
                badge.topAnchor.constraint(equalTo: card.topAnchor),
                badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
            ])
        })
        guard !fixed else {
            #expect(report.findings.isEmpty)
            return
        }
        let finding = try #require(report.findings.first)
        #expect(report.kindsFound == [.outsideSuperview])
        #expect(finding.views.map(\.identifier) == ["badge", "card"])
        #expect(finding.views[0].windowFrame.minX == 20)
    }

    /// A header tied to the safe area's top but 30 points above it; the same header at the
    /// safe area's top; and one pinned to the superview's top (no safe-area constraint: not checked).
    @Test(arguments: [-30, 0]) func headerAboveTheSafeArea(constant: CGFloat) throws {
        let report = auditOnce(screen("safe-area") { root in
            let header = constrained(UIView(), in: root, "header")
            NSLayoutConstraint.activate([
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor), header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: constant),
                header.heightAnchor.constraint(equalToConstant: 44),
            ])
        })
        guard constant < 0 else {
            #expect(report.findings.isEmpty)
            return
        }
        let finding = try #require(report.findings.first)
        #expect(report.kindsFound == [.outsideSafeArea])
        #expect(finding.views.first?.identifier == "header")
        #expect(finding.detail.contains("top edge"))
        #expect(finding.constraints.count == 1)
    }

    @Test func aHeaderUnderTheStatusBarWithoutSafeAreaConstraintsIsNotChecked() {
        let report = auditOnce(screen("full-bleed") { root in
            let header = constrained(UIView(), in: root, "header")
            NSLayoutConstraint.activate([
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor), header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                header.topAnchor.constraint(equalTo: root.topAnchor), header.heightAnchor.constraint(equalToConstant: 100),
            ])
        })
        #expect(report.findings.isEmpty)
    }

    /// Two boxes that sit side by side on iPhone 15 (the reference) and overlap on the narrower
    /// iPhone SE, because one has a fixed width; with both proportional they never overlap.
    @Test(arguments: [false, true]) func boxesThatMeetOnANarrowPhone(fixed: Bool) throws {
        let matrix = AuditMatrix(devices: [.iPhone15, .iPhoneSE], orientations: [.portrait], includesSplitView: false,
                                 contentSizes: [.large], layoutDirections: [.leftToRight], appearances: [.light])
        let report = LayoutAuditor(matrix: matrix).audit(screen("siblings") { root in
            let first = constrained(UIView(), in: root, "first")
            let second = constrained(UIView(), in: root, "second")
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                first.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.4),
                second.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                fixed ? second.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
                    : second.widthAnchor.constraint(equalToConstant: 200),
            ] + [first, second].flatMap {
                [$0.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), $0.heightAnchor.constraint(equalToConstant: 50)]
            })
        })
        guard !fixed else {
            #expect(report.findings.isEmpty)
            return
        }
        let finding = try #require(report.findings.first)
        #expect(report.kindsFound == [.siblingOverlap])
        #expect(report.findings.count == 1)
        #expect(finding.configuration.device.name == "iPhone SE")
        #expect(Set(finding.views.compactMap(\.identifier)) == ["first", "second"])
    }

    /// Overlaps already in the reference configuration are by design.
    @Test func overlapsInTheReferenceAreNotReported() {
        let report = LayoutAuditor(matrix: .full, kinds: [.siblingOverlap]).audit(screen("badge") { root in
            let avatar = constrained(UIView(), in: root, "avatar")
            let badge = constrained(UIView(), in: root, "badge")
            NSLayoutConstraint.activate([
                avatar.centerXAnchor.constraint(equalTo: root.centerXAnchor), avatar.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 80), avatar.heightAnchor.constraint(equalToConstant: 80),
                badge.centerXAnchor.constraint(equalTo: avatar.trailingAnchor), badge.centerYAnchor.constraint(equalTo: avatar.topAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
            ])
        })
        #expect(report.configurations.count == 260)
        #expect(report.findings.isEmpty)
    }

    /// A 30-point button is too small to touch; at 44 points it is not.
    @Test(arguments: [30, 44]) func smallButton(side: CGFloat) throws {
        let report = auditOnce(screen("touch") { root in
            let button = constrained(UIButton(type: .close), in: root, "close")
            NSLayoutConstraint.activate([
                button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                button.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                button.widthAnchor.constraint(equalToConstant: side), button.heightAnchor.constraint(equalToConstant: side),
            ])
        })
        guard side < 44 else {
            #expect(report.findings.isEmpty)
            return
        }
        let finding = try #require(report.findings.first)
        #expect(report.kindsFound == [.smallTouchTarget])
        #expect(finding.detail.hasPrefix("30 × 30 pt"))
    }
}
