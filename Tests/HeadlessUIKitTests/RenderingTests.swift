#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import LayoutRendering
import Testing

/// A view subclass, to check that class names come from `type(of:)`.
private final class BadgeView: UIView {}

@MainActor @Suite struct RenderingTests {
    /// root 200×100 (white) ⊃ card (10, 20, 80×40, blue, clips) ⊃ badge (5, 5, 100×10.5);
    /// root ⊃ hidden footer (0, 90, 200×10, tag 7).
    private func makeTree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.accessibilityIdentifier = "root"
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        card.clipsToBounds = true
        let badge = BadgeView(frame: CGRect(x: 5, y: 5, width: 100, height: 10.5))
        badge.accessibilityIdentifier = "badge"
        let footer = UIView(frame: CGRect(x: 0, y: 90, width: 200, height: 10))
        footer.tag = 7
        footer.isHidden = true
        footer.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        root.addSubview(card)
        card.addSubview(badge)
        root.addSubview(footer)
        return root
    }

    @Test func outlineListsEveryViewIndentedByDepth() {
        #expect(LayoutSnapshot.outline(of: makeTree()) == """
            UIView "root" (0 0; 200 100)
              UIView "card" (10 20; 80 40)
                BadgeView "badge" (5 5; 100 10.5)
              UIView tag 7 (0 90; 200 10) hidden

            """)
    }

    @Test func snapshotPlacesViewsInRootCoordinates() {
        let snapshot = LayoutSnapshot(of: makeTree())
        #expect(snapshot.canvasSize == CGSize(width: 200, height: 100))
        #expect(snapshot.allNodes.map(\.canvasFrame) == [
            CGRect(x: 0, y: 0, width: 200, height: 100),
            CGRect(x: 10, y: 20, width: 80, height: 40),
            CGRect(x: 15, y: 25, width: 100, height: 10.5),
            CGRect(x: 0, y: 90, width: 200, height: 10),
        ])
        #expect(snapshot.allNodes.map(\.typeName) == ["UIView", "UIView", "BadgeView", "UIView"])
        #expect(snapshot.root.backgroundColor?.hexString == "#FFFFFF")
        #expect(snapshot.root.children[0].backgroundColor?.hexString == "#007AFF")
        #expect(snapshot.root.children[1].backgroundColor?.alpha == 0.5)
    }

    @Test func boundsOriginShiftsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 30, width: 20, height: 20))
        root.addSubview(child)
        root.bounds.origin = CGPoint(x: 0, y: 25)
        let snapshot = LayoutSnapshot(of: root)
        #expect(snapshot.root.children[0].canvasFrame == CGRect(x: 10, y: 5, width: 20, height: 20))
        #expect(snapshot.root.children[0].frame == CGRect(x: 10, y: 30, width: 20, height: 20))
    }

    @Test func svgDrawsVisibleViewsWithColoursAndNames() {
        let svg = SVGRenderer().render(makeTree())
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\" viewBox=\"0 0 200 100\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"200\" height=\"100\" fill=\"#FFFFFF\""))
        #expect(svg.contains("<rect x=\"10\" y=\"20\" width=\"80\" height=\"40\" fill=\"#007AFF\""))
        #expect(svg.contains("<rect x=\"15\" y=\"25\" width=\"100\" height=\"10.5\" fill=\"none\""))
        #expect(svg.contains(">BadgeView &quot;badge&quot;</text>"))
        #expect(svg.contains("<title>UIView &quot;card&quot; (10 20; 80 40)</title>"))
        #expect(svg.contains("<clipPath id=\"clip-1\"><rect x=\"10\" y=\"20\" width=\"80\" height=\"40\"/></clipPath>"))
        #expect(!svg.contains("tag 7"))
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 4)
    }

    @Test func svgOptionsScaleAndShowHiddenViews() {
        let options = SVGRenderer.Options(scale: 2, showsLabels: false, includesHiddenViews: true)
        let svg = SVGRenderer(options: options).render(makeTree())
        #expect(svg.contains("width=\"400\" height=\"200\" viewBox=\"0 0 200 100\""))
        #expect(!svg.contains("<text"))
        #expect(svg.contains("opacity=\"0.35\""))
        #expect(svg.contains("fill=\"#FF0000\" fill-opacity=\"0.5\""))
        #expect(svg.contains("stroke-dasharray=\"2 2\""))
    }

    @Test func svgEscapesIdentifiers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "a<b>&c"
        let svg = SVGRenderer().render(view)
        #expect(svg.contains("UIView &quot;a&lt;b&gt;&amp;c&quot;"))
        #expect(!svg.contains("a<b>"))
    }

    @Test func numbersAreTrimmed() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 20.333333))
        #expect(LayoutSnapshot.outline(of: view) == "UIView (0 0; 393 20.333)\n")
    }
}
#endif
