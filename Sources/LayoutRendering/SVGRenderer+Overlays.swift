#if !canImport(UIKit)
import Foundation

/// Guides the renderer can draw over views.
public struct GuideOverlays: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates overlays from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The part of a view outside its safe area, shaded red; drawn only where the insets are
    /// not zero.
    public static let safeArea = GuideOverlays(rawValue: 1 << 0)
    /// The layout margins guide, as a dashed green rectangle.
    public static let layoutMargins = GuideOverlays(rawValue: 1 << 1)
    /// Both guides.
    public static let all: GuideOverlays = [.safeArea, .layoutMargins]
}

/// Which views get guide overlays.
public enum OverlayScope: Hashable, Sendable {
    /// Only the view the snapshot was taken of.
    case root
    /// Every view drawn.
    case everyView
}

extension SVGRenderer.Options {
    /// The default drawing with the root's safe area and layout margins shown, and text drawn
    /// at its measured widths.
    public static var withGuides: SVGRenderer.Options {
        var options = SVGRenderer.Options()
        options.overlays = .all
        options.fitsTextToMeasuredWidth = true
        return options
    }
}

extension SVGDocument {
    /// The fill of the safe-area overlay.
    static let safeAreaColor = LayoutColor(red: 1, green: 0.231, blue: 0.188, alpha: 0.15)
    /// The stroke of the margins overlay.
    static let marginsColor = LayoutColor(red: 0.204, green: 0.78, blue: 0.349)

    /// Draws the overlays the options ask for over `node` (depth 1 is the root).
    mutating func drawOverlays(of node: LayoutSnapshot.Node, depth: Int) {
        guard !options.overlays.isEmpty, let guides = node.guides,
              options.overlayScope == .everyView || depth == 2 else { return }
        let frame = node.canvasFrame
        if options.overlays.contains(.safeArea), guides.safeArea != frame {
            append("<path class=\"safe-area\" d=\"\(pathData(frame)) \(pathData(guides.safeArea))\" fill-rule=\"evenodd\" "
                   + "fill=\"\(Self.safeAreaColor.hexString)\" fill-opacity=\"\(layoutNumber(Self.safeAreaColor.alpha))\"/>",
                   depth: depth)
        }
        if options.overlays.contains(.layoutMargins), guides.layoutMargins != frame,
           guides.layoutMargins.width > 0, guides.layoutMargins.height > 0 {
            append("<rect class=\"layout-margins\" \(attributes(of: guides.layoutMargins)) fill=\"none\" "
                   + "stroke=\"\(Self.marginsColor.hexString)\" stroke-width=\"0.5\" stroke-dasharray=\"4 2\"/>", depth: depth)
        }
    }

    /// A closed rectangle as SVG path data: `M0 0H10V10H0Z`.
    private func pathData(_ rect: CGRect) -> String {
        "M\(layoutNumber(rect.minX)) \(layoutNumber(rect.minY))H\(layoutNumber(rect.maxX))"
            + "V\(layoutNumber(rect.maxY))H\(layoutNumber(rect.minX))Z"
    }
}

func layoutNumber(_ value: Double) -> String {
    layoutNumber(CGFloat(value))
}
#endif
