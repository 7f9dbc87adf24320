#if !canImport(UIKit)
import Foundation

extension TextContent {
    /// SVG `<text>` elements for the lines, for a view drawn at `frame` (canvas coordinates).
    /// With `fitsMeasuredWidth` each line is drawn exactly as wide as layout measured it
    /// (`textLength`), whatever font the viewer substitutes.
    func svgElements(in frame: CGRect, fitsMeasuredWidth: Bool = false) -> [String] {
        let weight = isBold ? " font-weight=\"bold\"" : ""
        let opacity = color.alpha < 1 ? " fill-opacity=\"\(layoutNumber(CGFloat(color.alpha)))\"" : ""
        return lines.map { line in
            "<text class=\"text\" x=\"\(layoutNumber(frame.minX + line.x))\" y=\"\(layoutNumber(frame.minY + line.baseline))\" "
                + "font-size=\"\(layoutNumber(fontSize))\"\(weight) fill=\"\(color.hexString)\"\(opacity) xml:space=\"preserve\""
                + (fitsMeasuredWidth && line.width > 0
                    ? " textLength=\"\(layoutNumber(line.width))\" lengthAdjust=\"spacingAndGlyphs\">" : ">")
                + svgEscaped(line.text) + "</text>"
        }
    }

    private func svgEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
#endif
