import AutoLayoutConvenience
import AutoLayoutGallery
import Foundation
import LayoutAudit
import LayoutAuditTesting
import Testing

/// The report's pictures and HTML page, and audits of the gallery's screens.
@Suite @MainActor struct ReportTests {
    static func badgeOutsideCard() -> AuditSubject {
        screen("card") { root in
            let card = constrained(UIView(), in: root, "card")
            let badge = constrained(UIView(), in: card, "badge")
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
                badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: -20),
                badge.topAnchor.constraint(equalTo: card.topAnchor),
                badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
    }

    /// The picture is the configuration's window with the view at fault outlined in red at its
    /// window frame, and the other views involved dashed.
    @Test func aFindingsPictureHighlightsItsViews() throws {
        let report = auditOnce(Self.badgeOutsideCard())
        let finding = try #require(report.findings.first)
        let snapshot = try #require(report.snapshot(for: finding))
        let svg = FindingPicture.svg(of: finding, in: snapshot)
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("<rect x=\"20\" y=\"100\" width=\"30\" height=\"30\" fill=\"#FF2D55\""))
        #expect(svg.contains("<rect x=\"40\" y=\"100\" width=\"200\" height=\"100\" fill=\"#FF9500\""))
        #expect(svg.contains(">UIView &quot;badge&quot;</text>"))
        let pictures = AuditHTMLReport.pictures(of: report)
        #expect(pictures.map(\.fileName) == ["card-1-outside-superview.svg"])
    }

    /// The page lists each screen, and each problem once with its configurations and picture.
    @Test func thePageShowsEachProblemOnce() {
        let matrix = AuditMatrix(devices: [.iPhoneSE, .iPhone15], orientations: [.portrait], includesSplitView: false,
                                 contentSizes: [.large], layoutDirections: [.leftToRight], appearances: [.light])
        let report = LayoutAuditor(matrix: matrix).audit(Self.badgeOutsideCard())
        let clean = LayoutAuditor(matrix: matrix).audit(.view(named: "empty") { UIView() })
        let html = AuditHTMLReport.html([report, clean])
        #expect(report.findings.count == 2 && report.groups.count == 1)
        #expect(html.components(separatedBy: "class=\"finding\"").count == 2)
        #expect(html.contains("<summary>2 configurations</summary>"))
        #expect(html.contains("iPhone SE, portrait, text L, LTR, light"))
        #expect(html.contains("<a href=\"#screen-empty\">empty</a></td><td>2</td><td>0</td>"))
        #expect(html.components(separatedBy: "<svg").count == 2)
    }

    /// A gallery screen audited as `alc audit` does: the controls screen's controls that UIKit
    /// makes shorter than 44 points are reported, its save button among them.
    @Test func theGallerysControlsScreen() throws {
        let controls = try #require(GalleryScreen.all.first { $0.name == "controls" })
        let report = LayoutAuditor(matrix: .single(.iPhone15), kinds: [.smallTouchTarget]).audit(
            AuditSubject(name: controls.name) { controls.makeWindow(on: $0, orientation: $1) })
        let small = report.findings.map { $0.views[0].identifier ?? $0.views[0].typeName }
        #expect(small.contains("UISegmentedControl"))
        #expect(!small.contains("UISwitch"))
    }

    /// The README example's close button is centred on the card's corner (three quarters of it
    /// outside the card, by design) and is 32 points square: those are its two findings on iPhone 15.
    @Test func theReadmeExamplesCloseButton() throws {
        let example = try #require(GalleryScreen.all.first { $0.name == GalleryScreen.all[0].name })
        let report = LayoutAuditor(matrix: .single(.iPhone15)).audit(
            AuditSubject(name: example.name) { example.makeWindow(on: $0, orientation: $1) })
        #expect(report.findings.map(\.kind) == [.outsideSuperview, .smallTouchTarget])
        #expect(report.findings.allSatisfy { $0.views[0].identifier == "closeButton" })
        #expect(report.findings.allSatisfy { $0.constraints.contains { $0.sourceLocation?.hasPrefix("AutoLayoutGallery/ReadmeExampleScreen.swift:") == true } })
    }

    /// The stacking and pinning-edges screens say which tile fills the space left (its caption
    /// hugs less), so no tile's size is ambiguous; before, all tiles hugged at the same priority.
    @Test(arguments: ["stacking", "pinning-edges"]) func theGallerysFillingTilesAreDetermined(name: String) throws {
        let screen = try #require(GalleryScreen.all.first { $0.name == name })
        var matrix = AuditMatrix.single(.iPhoneSE)
        matrix.orientations = [.portrait, .landscape]
        assertNoLayoutFindings(in: AuditSubject(name: name) { screen.makeWindow(on: $0, orientation: $1) }, matrix: matrix,
                               of: [.ambiguousLayout])
    }
}
