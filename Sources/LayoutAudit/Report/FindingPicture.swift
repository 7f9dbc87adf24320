#if !canImport(UIKit)
import Foundation
import LayoutRendering

/// The SVG of a finding: its configuration's window as laid out, with the views involved
/// outlined (the one at fault in red, the others in orange) and named.
public enum FindingPicture {
    /// The highlight colour of the view at fault.
    static let faultColor = "#FF2D55"
    /// The highlight colour of the other views involved.
    static let otherColor = "#FF9500"

    /// The drawing of `snapshot` with `finding`'s views highlighted.
    public static func svg(of finding: LayoutFinding, in snapshot: LayoutSnapshot, scale: CGFloat = 1) -> String {
        var options = SVGRenderer.Options.withGuides
        options.scale = scale
        options.showsLabels = false
        let drawing = SVGRenderer(options: options).render(snapshot)
        var highlights = ""
        for (index, view) in finding.views.enumerated() {
            let color = index == 0 ? faultColor : otherColor
            let frame = view.windowFrame
            let name = escaped(view.description)
            highlights += "<g class=\"audit-highlight\"><title>\(name)</title>"
                + "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(max(frame.width, 1)))\" "
                + "height=\"\(number(max(frame.height, 1)))\" fill=\"\(color)\" fill-opacity=\"0.18\" stroke=\"\(color)\" "
                + "stroke-width=\"2\"\(index == 0 ? "" : " stroke-dasharray=\"4 2\"")/>"
                + "<text x=\"\(number(frame.minX + 2))\" y=\"\(number(max(frame.minY - 3, 9)))\" fill=\"\(color)\" "
                + "font-size=\"9\" font-weight=\"bold\">\(name)</text></g>\n"
        }
        guard let end = drawing.range(of: "</svg>", options: .backwards) else { return drawing }
        return drawing.replacingCharacters(in: end, with: highlights + "</svg>")
    }

    static func number(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }

    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
#endif
