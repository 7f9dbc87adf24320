#if !canImport(UIKit)
import Foundation

extension SVGRenderer.Options {
    /// Debug mode: every view (hidden ones too, faded and dashed) outlined in the colour of its
    /// depth and named with its type, identifier and frame; the root's safe area and margins
    /// shown; text drawn at its measured widths.
    public static var debug: SVGRenderer.Options {
        var options = SVGRenderer.Options(showsLabels: true, includesHiddenViews: true)
        options.isDebug = true
        options.overlays = .all
        options.fitsTextToMeasuredWidth = true
        return options
    }

    /// The outline colours of debug mode, by depth (the root first, then cycling).
    public static let debugPalette: [LayoutColor] = [
        LayoutColor(red: 0.557, green: 0.557, blue: 0.576),  // grey
        LayoutColor(red: 0, green: 0.478, blue: 1),          // blue
        LayoutColor(red: 1, green: 0.584, blue: 0),          // orange
        LayoutColor(red: 0.686, green: 0.322, blue: 0.871),  // purple
        LayoutColor(red: 0.204, green: 0.78, blue: 0.349),   // green
        LayoutColor(red: 1, green: 0.176, blue: 0.333),      // pink
    ]
}

extension SVGDocument {
    /// The outline colour of a view drawn at `depth` (1 is the root).
    func outlineColor(depth: Int) -> LayoutColor {
        guard options.isDebug else { return options.outlineColor }
        let palette = SVGRenderer.Options.debugPalette
        return palette[(max(depth, 1) - 1) % palette.count]
    }

    /// The name tag in the view's top-left corner: the display name, and in debug mode the
    /// frame too, on a translucent white plate so it reads over any background.
    mutating func drawName(of node: LayoutSnapshot.Node, depth: Int) {
        let frame = node.canvasFrame
        let color = outlineColor(depth: depth - 1)
        guard options.isDebug else {
            append("<text x=\"\(layoutNumber(frame.minX + 2))\" y=\"\(layoutNumber(frame.minY + 9))\" "
                   + "fill=\"\(color.hexString)\">\(escaped(node.displayName))</text>", depth: depth)
            return
        }
        let name = node.displayName + " " + layoutRect(node.frame)
        let width = CGFloat(name.count) * 4.2 + 4  // about 0.52 em per character at 8 pt
        append("<rect class=\"name-plate\" x=\"\(layoutNumber(frame.minX))\" y=\"\(layoutNumber(frame.minY))\" "
               + "width=\"\(layoutNumber(min(width, max(frame.width, 0))))\" height=\"11\" fill=\"#FFFFFF\" fill-opacity=\"0.7\"/>",
               depth: depth)
        append("<text class=\"name\" x=\"\(layoutNumber(frame.minX + 2))\" y=\"\(layoutNumber(frame.minY + 8.5))\" "
               + "fill=\"\(color.hexString)\">\(escaped(name))</text>", depth: depth)
    }
}
#endif
