import AutoLayoutConvenience
import Foundation
import LayoutAudit
import Testing

/// Findings about text: cut by its label's frame or line limit, or drawn over another view.
@Suite @MainActor struct TextFindingTests {
    static let sentence = "A sentence much too long for a label one hundred points wide"

    /// A one-line label narrower than its text is truncated; the same label wrapping as many
    /// lines as it needs is not.
    @Test(arguments: [false, true]) func oneLineLabelInNarrowFrame(fixed: Bool) throws {
        let report = auditOnce(screen("truncated") { root in
            let label = constrained(UILabel(), in: root, "caption")
            label.text = Self.sentence
            label.numberOfLines = fixed ? 0 : 1
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), label.widthAnchor.constraint(equalToConstant: 100),
            ])
        })
        guard !fixed else {
            #expect(report.findings.isEmpty)
            return
        }
        let finding = try #require(report.findings.first)
        #expect(report.kindsFound == [.truncatedText])
        #expect(finding.views.first?.identifier == "caption")
        #expect(finding.detail.contains("on one line, has 100 pt"))
    }

    /// A Dynamic Type label of a fixed height fits at text size L and is cut at AX5: the matrix
    /// finds it only where it happens.
    @Test(arguments: [false, true]) func fixedHeightAtLargeTextSizes(fixed: Bool) throws {
        let matrix = AuditMatrix(devices: [.iPhone15], orientations: [.portrait], includesSplitView: false,
                                 contentSizes: [.large, .accessibilityExtraExtraExtraLarge], layoutDirections: [.leftToRight],
                                 appearances: [.light])
        let report = LayoutAuditor(matrix: matrix).audit(screen("dynamic-type") { root in
            let label = constrained(UILabel(), in: root, "title")
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.text = "Title"
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            if !fixed { label.heightAnchor.constraint(equalToConstant: 22).isActive = true }
        })
        guard !fixed else {
            #expect(report.findings.isEmpty)
            return
        }
        #expect(report.findings.map(\.kind) == [.truncatedText])
        #expect(report.findings.first?.configuration.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
    }

    /// A label whose text runs under a button beside it; moved below the button, it does not.
    @Test(arguments: [false, true]) func labelRunningUnderAButton(fixed: Bool) throws {
        let report = auditOnce(screen("overlap") { root in
            let button = constrained(UIButton(type: .system), in: root, "action")
            let label = constrained(UILabel(), in: root, "message")
            label.text = "Text that runs under the button"
            NSLayoutConstraint.activate([
                button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                button.widthAnchor.constraint(equalToConstant: 200), button.heightAnchor.constraint(equalToConstant: 44),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                fixed ? label.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8)
                    : label.centerYAnchor.constraint(equalTo: button.centerYAnchor),
            ])
        }, kinds: [.textOverlap])
        guard !fixed else {
            #expect(report.findings.isEmpty)
            return
        }
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(Set(finding.views.compactMap(\.identifier)) == ["message", "action"])
    }
}

/// Text scrolled out of a scroll view's bounds cannot cover what is below the scroll view.
@Suite @MainActor struct ClippedTextTests {
    @Test(arguments: [false, true]) func textBelowTheScrollViewsBounds(clipped: Bool) {
        let report = auditOnce(screen("scrolled") { root in
            let container: UIView = clipped ? UIScrollView() : UIView()
            let label = constrained(UILabel(), in: constrained(container, in: root, "content"), "long")
            let button = constrained(UIButton(type: .system), in: root, "below")
            label.text = String(repeating: "Many lines of text. ", count: 40)
            label.numberOfLines = 0
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor), container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), container.heightAnchor.constraint(equalToConstant: 100),
                label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16), label.topAnchor.constraint(equalTo: container.topAnchor),
                label.widthAnchor.constraint(equalToConstant: 300),
                button.topAnchor.constraint(equalTo: container.bottomAnchor), button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                button.widthAnchor.constraint(equalToConstant: 100), button.heightAnchor.constraint(equalToConstant: 44),
            ])
        }, kinds: [.textOverlap])
        #expect(report.findings.count == (clipped ? 0 : 1))
    }
}

/// Two captioned tiles that overlap give one text finding, not one per caption and view.
@Suite @MainActor struct TextOverlapGroupingTests {
    @Test func overlappingCaptionedTiles() throws {
        let report = auditOnce(screen("tiles") { root in
            for (index, name) in ["first", "second"].enumerated() {
                let tile = constrained(UIView(), in: root, name)
                tile.backgroundColor = .systemBlue
                let caption = constrained(UILabel(), in: tile, name + "-caption")
                caption.text = "Caption of the \(name) tile"
                NSLayoutConstraint.activate([
                    tile.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20 + CGFloat(index) * 100),
                    tile.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                    tile.widthAnchor.constraint(equalToConstant: 250), tile.heightAnchor.constraint(equalToConstant: 40),
                    caption.leadingAnchor.constraint(equalTo: tile.leadingAnchor), caption.trailingAnchor.constraint(equalTo: tile.trailingAnchor),
                    caption.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
                ])
            }
        }, kinds: [.textOverlap])
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.views.map(\.identifier) == ["first-caption", "second"])
    }
}
