#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import LayoutRendering
import Testing

@MainActor @Suite struct GuideOverlayRenderingTests {
    /// An iPhone SE window (safe area top 20) holding a rounded, half-transparent card at
    /// (20, 40, 100 × 60) with margins 8.
    private func makeWindow() -> UIWindow {
        let window = UIWindow(headlessDevice: .iPhoneSE, orientation: .portrait)
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        card.accessibilityIdentifier = "card"
        card.layer.cornerRadius = 8
        card.alpha = 0.5
        window.addSubview(card)
        window.layoutIfNeeded()
        return window
    }

    @Test func snapshotRecordsGuidesCornersAndAlpha() {
        let snapshot = LayoutSnapshot(of: makeWindow())
        #expect(snapshot.root.guides == GuideFrames(safeArea: CGRect(x: 0, y: 20, width: 375, height: 647),
                                                   layoutMargins: CGRect(x: 8, y: 28, width: 359, height: 631)))
        let card = snapshot.root.children[0]
        // The card lies inside the safe area, so its own safe area is its bounds.
        #expect(card.guides == GuideFrames(safeArea: CGRect(x: 20, y: 40, width: 100, height: 60),
                                          layoutMargins: CGRect(x: 28, y: 48, width: 84, height: 44)))
        #expect(card.cornerRadius == 8)
        #expect(card.alpha == 0.5)
    }

    @Test func defaultDrawingHasNoOverlays() {
        let svg = SVGRenderer().render(makeWindow())
        #expect(!svg.contains("safe-area"))
        #expect(!svg.contains("layout-margins"))
        #expect(svg.contains("<rect x=\"20\" y=\"40\" width=\"100\" height=\"60\" rx=\"8\" fill=\"none\""))
        #expect(svg.contains("<g id=\"view-1\" data-type=\"UIView\" opacity=\"0.5\">"))
    }

    @Test func guidesShowTheRootsSafeAreaAndMargins() {
        let svg = SVGRenderer(options: .withGuides).render(makeWindow())
        #expect(svg.contains("<path class=\"safe-area\" d=\"M0 0H375V667H0Z M0 20H375V667H0Z\" fill-rule=\"evenodd\" "
                             + "fill=\"#FF3B30\" fill-opacity=\"0.15\"/>"))
        #expect(svg.contains("<rect class=\"layout-margins\" x=\"8\" y=\"28\" width=\"359\" height=\"631\" fill=\"none\" "
                             + "stroke=\"#34C759\" stroke-width=\"0.5\" stroke-dasharray=\"4 2\"/>"))
        #expect(svg.components(separatedBy: "class=\"layout-margins\"").count - 1 == 1)
    }

    @Test func everyViewScopeAddsTheSubviewsMargins() {
        var options = SVGRenderer.Options.withGuides
        options.overlayScope = .everyView
        let svg = SVGRenderer(options: options).render(makeWindow())
        #expect(svg.contains("<rect class=\"layout-margins\" x=\"28\" y=\"48\" width=\"84\" height=\"44\""))
        #expect(svg.components(separatedBy: "class=\"safe-area\"").count - 1 == 1)
    }

    @Test func debugModeOutlinesByDepthAndNamesWithFrames() {
        let window = makeWindow()
        let hidden = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        hidden.isHidden = true
        window.subviews[0].addSubview(hidden)
        let svg = SVGRenderer(options: .debug).render(window)
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"375\" height=\"667\" fill=\"none\" stroke=\"#8E8E93\" stroke-width=\"1\"/>"))
        #expect(svg.contains("<rect x=\"20\" y=\"40\" width=\"100\" height=\"60\" rx=\"8\" fill=\"none\" stroke=\"#007AFF\" stroke-width=\"1\"/>"))
        #expect(svg.contains("<rect x=\"21\" y=\"42\" width=\"3\" height=\"4\" fill=\"none\" stroke=\"#FF9500\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>"))
        #expect(svg.contains("<text class=\"name\" x=\"22\" y=\"48.5\" fill=\"#007AFF\">UIView &quot;card&quot; (20 40; 100 60)</text>"))
        #expect(svg.contains("<g id=\"view-2\" data-type=\"UIView\" opacity=\"0.35\">"))
        #expect(svg.contains("class=\"safe-area\""))
    }
}
#endif

#if !canImport(UIKit)
@MainActor @Suite struct MeasuredTextRenderingTests {
    @Test func textCanBeFittedToItsMeasuredWidth() {
        withUniformTextModel {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 280, height: 30))
            label.text = "Hello"
            root.addSubview(label)
            #expect(TextContent(of: label)?.lines.first?.width == 42.5)
            #expect(!SVGRenderer().render(root).contains("textLength"))
            var options = SVGRenderer.Options()
            options.fitsTextToMeasuredWidth = true
            let expected = "xml:space=\"preserve\" textLength=\"42.5\" lengthAdjust=\"spacingAndGlyphs\">Hello</text>"
            #expect(SVGRenderer(options: options).render(root).contains(expected))
            #expect(SVGRenderer.Options.withGuides.fitsTextToMeasuredWidth)
            #expect(SVGRenderer.Options.debug.fitsTextToMeasuredWidth)
        }
    }
}
#endif
