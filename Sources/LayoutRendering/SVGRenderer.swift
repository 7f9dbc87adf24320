#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Draws a view tree as an SVG document: one rectangle per view at its frame, filled with its
/// background colour, outlined, and labelled with its type and identifier.
///
///     let svg = SVGRenderer().render(window)
///     try svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
public struct SVGRenderer: Sendable {
    /// What the drawing includes and how large it is.
    public struct Options: Equatable, Sendable {
        /// Output pixels per point; the view box stays in points.
        public var scale: CGFloat
        /// Whether each view is labelled with its type and identifier.
        public var showsLabels: Bool
        /// Whether hidden views (and their subviews) are drawn, dashed and faded.
        public var includesHiddenViews: Bool
        /// The colour of every view's outline.
        public var outlineColor: LayoutColor
        /// The guides drawn over views (SVGRenderer+Overlays.swift); none by default.
        public var overlays: GuideOverlays = []
        /// Which views the overlays are drawn for.
        public var overlayScope: OverlayScope = .root
        /// Whether each line of text is stretched or squeezed to the width layout measured for
        /// it, so a viewer's substitute font cannot make text look off-centre or overflow.
        public var fitsTextToMeasuredWidth: Bool = false
        /// Debug mode (SVGRenderer+Debug.swift): every view outlined in a colour of its depth and
        /// named with its frame, hidden views included.
        public var isDebug: Bool = false

        /// Creates options; the defaults draw at 1×, labelled, without hidden views.
        public init(
            scale: CGFloat = 1, showsLabels: Bool = true, includesHiddenViews: Bool = false,
            outlineColor: LayoutColor = LayoutColor(red: 0.557, green: 0.557, blue: 0.576)
        ) {
            self.scale = scale
            self.showsLabels = showsLabels
            self.includesHiddenViews = includesHiddenViews
            self.outlineColor = outlineColor
        }
    }

    /// The drawing options.
    public var options: Options

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document of a snapshot.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        let size = snapshot.canvasSize
        var document = SVGDocument(options: options)
        document.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(layoutNumber(size.width * options.scale))\" "
                + "height=\"\(layoutNumber(size.height * options.scale))\" "
                + "viewBox=\"0 0 \(layoutNumber(size.width)) \(layoutNumber(size.height))\" "
                + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"8\">")
        document.draw(snapshot.root, depth: 1)
        document.append("</svg>")
        return document.text
    }

    /// The SVG document of a view's tree as it is now (no layout pass is run).
    @MainActor
    public func render(_ view: UIView) -> String {
        render(LayoutSnapshot(of: view))
    }
}

/// The text of an SVG document being written.
struct SVGDocument {
    let options: SVGRenderer.Options
    private(set) var text = ""
    private var nextID = 0

    init(options: SVGRenderer.Options) {
        self.options = options
    }

    mutating func append(_ line: String, depth: Int = 0) {
        text += String(repeating: "  ", count: depth) + line + "\n"
    }

    mutating func draw(_ node: LayoutSnapshot.Node, depth: Int) {
        guard !node.isHidden || options.includesHiddenViews else { return }
        let id = nextID
        nextID += 1
        let frame = node.canvasFrame
        let opacity = (node.isHidden ? 0.35 : 1) * node.alpha
        let groupStyle = opacity < 1 ? " opacity=\"\(layoutNumber(opacity))\"" : ""
        append("<g id=\"view-\(id)\" data-type=\"\(escaped(node.typeName))\"\(groupStyle)>", depth: depth)
        append("<title>\(escaped(node.displayName + " " + layoutRect(node.frame)))</title>", depth: depth + 1)
        append("<rect \(attributes(of: frame))\(corner(node)) \(fill(node.backgroundColor)) "
               + "\(stroke(dashed: node.isHidden, depth: depth))/>", depth: depth + 1)
        for element in node.glyph?.svgElements(in: frame) ?? [] { append(element, depth: depth + 1) }
        for element in node.text?.svgElements(in: frame, fitsMeasuredWidth: options.fitsTextToMeasuredWidth) ?? [] { append(element, depth: depth + 1) }
        drawChildren(of: node, id: id, depth: depth + 1)
        for indicator in node.scroll?.indicatorRects(in: frame) ?? [] {
            append("<rect class=\"scroll-indicator\" \(attributes(of: indicator)) rx=\"1.5\" fill=\"#000000\" fill-opacity=\"0.35\"/>", depth: depth + 1)
        }
        drawOverlays(of: node, depth: depth + 1)
        if options.showsLabels || options.isDebug { drawName(of: node, depth: depth + 1) }
        append("</g>", depth: depth)
    }

    private mutating func drawChildren(of node: LayoutSnapshot.Node, id: Int, depth: Int) {
        guard !node.children.isEmpty else { return }
        guard node.clipsToBounds else {
            node.children.forEach { draw($0, depth: depth) }
            return
        }
        append("<clipPath id=\"clip-\(id)\"><rect \(attributes(of: node.canvasFrame))\(corner(node))/></clipPath>", depth: depth)
        append("<g clip-path=\"url(#clip-\(id))\">", depth: depth)
        node.children.forEach { draw($0, depth: depth + 1) }
        append("</g>", depth: depth)
    }

    func attributes(of rect: CGRect) -> String {
        "x=\"\(layoutNumber(rect.minX))\" y=\"\(layoutNumber(rect.minY))\" "
            + "width=\"\(layoutNumber(rect.width))\" height=\"\(layoutNumber(rect.height))\""
    }

    private func fill(_ color: LayoutColor?) -> String {
        guard let color, color.alpha > 0 else { return "fill=\"none\"" }
        let opacity = color.alpha < 1 ? " fill-opacity=\"\(layoutNumber(CGFloat(color.alpha)))\"" : ""
        return "fill=\"\(color.hexString)\"" + opacity
    }

    private func stroke(dashed: Bool, depth: Int) -> String {
        "stroke=\"\(outlineColor(depth: depth).hexString)\" stroke-width=\"\(options.isDebug ? "1" : "0.5")\""
            + (dashed ? " stroke-dasharray=\"2 2\"" : "")
    }

    /// ` rx="8"` for a rounded view, else nothing.
    private func corner(_ node: LayoutSnapshot.Node) -> String {
        node.cornerRadius > 0 ? " rx=\"\(layoutNumber(node.cornerRadius))\"" : ""
    }

    func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
#endif
