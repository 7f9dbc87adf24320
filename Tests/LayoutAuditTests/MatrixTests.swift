import Foundation
import HeadlessUIKit
import LayoutAudit
import LayoutRendering
import Testing

/// The configurations an audit lays out.
@Suite @MainActor struct MatrixTests {
    /// Three phones in two orientations, the iPad full screen and in each split its orientation
    /// offers (portrait ⅓ and ⅔; landscape ⅓, ½ and ⅔): 13 layouts × 5 text sizes × 2 directions
    /// × 2 appearances.
    @Test func theFullMatrix() {
        let matrix = AuditMatrix.full
        #expect(matrix.geometries.count == 13)
        #expect(matrix.configurations.count == 260)
        let splits = matrix.geometries.filter { $0.device.name == "iPad Pro 11-inch" }.map { "\($0.orientation) \($0.split.map(AuditNames.split) ?? "full")" }
        #expect(splits == ["portrait full", "portrait 1/3", "portrait 2/3", "landscape full", "landscape 1/3", "landscape 1/2", "landscape 2/3"])
        let sizes = Set(matrix.configurations.map { AuditNames.contentSize($0.contentSizeCategory) })
        #expect(sizes == ["XS", "L", "XXXL", "AX3", "AX5"])
        #expect(Set(matrix.configurations.map(\.layoutDirection)) == [.leftToRight, .rightToLeft])
        #expect(Set(matrix.configurations.map(\.userInterfaceStyle)) == [.light, .dark])
    }

    /// Each configuration's window has its traits.
    @Test func windowsCarryTheConfigurationsTraits() throws {
        var matrix = AuditMatrix.full
        matrix.devices = [.iPadPro11]
        let configuration = try #require(matrix.configurations.first {
            $0.split == .oneThird && $0.orientation == .landscape && $0.layoutDirection == .rightToLeft
                && $0.userInterfaceStyle == .dark && $0.contentSizeCategory == .accessibilityExtraLarge
        })
        let window = UIWindow(headlessDevice: configuration.device, orientation: configuration.orientation)
        #expect(window.bounds.width == 375)
        #expect(window.traitCollection.layoutDirection == .rightToLeft)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(configuration.description == "iPad Pro 11-inch, landscape, split 1/3, text AX3, RTL, dark")
        #expect(configuration.slug == "ipad-pro-11-inch-landscape-split-1-3-text-ax3-rtl-dark")
    }

    /// Narrowing a dimension narrows the matrix; an empty dimension gives no configurations.
    @Test func narrowing() {
        var matrix = AuditMatrix.full
        matrix.devices = [.iPhoneSE]
        matrix.appearances = [.light]
        #expect(matrix.configurations.count == 2 * 5 * 2)
        matrix.contentSizes = []
        #expect(matrix.configurations.isEmpty)
        #expect(LayoutAuditor(matrix: matrix).audit(.view { UIView() }).findings.isEmpty)
        #expect(AuditMatrix(devices: []).effectiveReference == nil)
    }

    /// Source lines are read from the DSL's identifiers only.
    @Test func sourceLocations() {
        #expect(ConstraintReference.sourceLocation(in: "MyApp/Header.swift:42 edge.main.top") == "MyApp/Header.swift:42")
        #expect(ConstraintReference.sourceLocation(in: "_UIKitApp/Header.swift:7 size.width") == "UIKitApp/Header.swift:7")
        #expect(ConstraintReference.sourceLocation(in: "UIView-Encapsulated-Layout-Width") == nil)
        #expect(ConstraintReference.sourceLocation(in: "notes.swift:x") == nil)
        #expect(ConstraintReference.sourceLocation(in: nil) == nil)
    }
}

/// Odd numbers and odd subjects do not stop an audit.
@Suite @MainActor struct RobustnessTests {
    @Test func nonFiniteAndHugeNumbersPrint() {
        let finding = LayoutFinding(kind: .outsideSuperview, configuration: AuditMatrix.full.configurations[0],
                                    views: [AuditedView(typeName: "UIView", identifier: nil, path: "UIWindow/UIView[0]",
                                                        windowFrame: CGRect(x: CGFloat.nan, y: 1e300, width: .infinity, height: 2))],
                                    detail: "odd")
        let svg = FindingPicture.svg(of: finding, in: LayoutSnapshot(of: UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))))
        #expect(svg.contains("class=\"audit-highlight\""))
        #expect(finding.description.contains("UIView at UIWindow/UIView[0]"))
    }

    /// A subject that adds nothing has no findings; a label without text neither; a label with
    /// text squeezed to nothing is cut.
    @Test func emptyScreens() throws {
        #expect(auditOnce(.view { UIView() }).findings.isEmpty)
        let report = auditOnce(screen("empty-label") { root in
            let label = constrained(UILabel(), in: root, "empty")
            label.frame = .zero
            let zero = constrained(UILabel(), in: root, "zero")
            zero.text = "Text"
            NSLayoutConstraint.activate([zero.widthAnchor.constraint(equalToConstant: 0), zero.heightAnchor.constraint(equalToConstant: 0),
                                         zero.topAnchor.constraint(equalTo: root.topAnchor), zero.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         label.topAnchor.constraint(equalTo: root.topAnchor), label.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        })
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.kind == .truncatedText && finding.views[0].identifier == "zero")
        #expect(finding.detail.hasSuffix("on one line, has 0 pt"))
    }
}
