#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// The text a label or text view shows, laid out with the same measurer and metrics as layout
/// (`HeadlessEnvironment.textMeasurer`): one entry per drawn line, positioned in the view's
/// bounds. Labels centre their text vertically, as UIKit draws them; text views start below
/// their `textContainerInset`.
public struct TextContent: Equatable, Sendable {
    /// One drawn line.
    public struct Line: Equatable, Sendable {
        /// The characters drawn (truncated lines include the ellipsis).
        public var text: String
        /// Where the line starts, from the view's left edge.
        public var x: CGFloat
        /// Where its baseline lies, from the view's top edge.
        public var baseline: CGFloat
        /// The line's width.
        public var width: CGFloat

        /// Creates a line.
        public init(text: String, x: CGFloat, baseline: CGFloat, width: CGFloat) {
            self.text = text
            self.x = x
            self.baseline = baseline
            self.width = width
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The font's point size.
    public var fontSize: CGFloat
    /// Whether the font is semibold or heavier.
    public var isBold: Bool
    /// The text colour.
    public var color: LayoutColor

    /// Creates text content.
    public init(lines: [Line], fontSize: CGFloat, isBold: Bool = false, color: LayoutColor) {
        self.lines = lines
        self.fontSize = fontSize
        self.isBold = isBold
        self.color = color
    }

    /// The text `view` shows if it is a label or a text view with text, else nil.
    @MainActor
    public init?(of view: UIView) {
        if let label = view as? UILabel {
            self.init(label: label)
        } else if let textView = view as? UITextView {
            self.init(textView: textView)
        } else {
            return nil
        }
    }

    @MainActor
    private init?(label: UILabel) {
        guard let text = label.text, !text.isEmpty else { return nil }
        var font: UIFont = label.font
        if let attributed = label.attributedText, attributed.length > 0,
           let first = attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont {
            font = first
        }
        let width = label.bounds.width
        let layout = HeadlessEnvironment.textMeasurer.measure(
            text, font: font, maxWidth: width > 0 ? width : .greatestFiniteMagnitude,
            numberOfLines: max(label.numberOfLines, 0), lineBreakMode: label.lineBreakMode)
        let top = (label.bounds.height - layout.size.height) / 2
        self.init(text: text, layout: layout, font: font, color: label.textColor, alignment: label.textAlignment,
                  rightToLeft: label.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                  box: CGRect(x: 0, y: top, width: width, height: layout.size.height))
    }

    @MainActor
    private init?(textView: UITextView) {
        guard let text = textView.text, !text.isEmpty else { return nil }
        let font: UIFont = textView.font ?? UITextView.headlessDefaultFont
        let inset = textView.textContainerInset, padding = textView.textContainer.lineFragmentPadding
        let box = textView.bounds.inset(by: UIEdgeInsets(top: inset.top, left: inset.left + padding,
                                                         bottom: inset.bottom, right: inset.right + padding))
        let layout = HeadlessEnvironment.textMeasurer.measure(
            text, font: font, maxWidth: box.width > 0 ? box.width : .greatestFiniteMagnitude,
            numberOfLines: 0, lineBreakMode: .byWordWrapping)
        self.init(text: text, layout: layout, font: font, color: textView.textColor ?? .label,
                  alignment: textView.textAlignment,
                  rightToLeft: textView.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                  box: CGRect(x: box.minX, y: box.minY, width: box.width, height: layout.size.height))
    }

    /// Positions measured lines inside `box` (the text's area in the view's bounds).
    private init(text: String, layout: HeadlessTextLayout, font: UIFont, color: UIColor,
                 alignment: NSTextAlignment, rightToLeft: Bool, box: CGRect) {
        let measured = layout.lines.isEmpty
            ? text.split(separator: "\n", omittingEmptySubsequences: false).map { HeadlessTextLine(text: String($0), width: 0) }
            : layout.lines
        let step = measured.count > 1 ? (layout.lastBaselineOffset - layout.firstBaselineOffset) / CGFloat(measured.count - 1) : 0
        let lines = measured.enumerated().map { index, line in
            let x: CGFloat = switch alignment {
            case .center: box.minX + (box.width - line.width) / 2
            case .right: box.maxX - line.width
            case .natural where rightToLeft: box.maxX - line.width
            default: box.minX
            }
            return Line(text: line.text, x: x, baseline: box.minY + layout.firstBaselineOffset + CGFloat(index) * step,
                        width: line.width)
        }
        self.init(lines: lines, fontSize: font.pointSize, isBold: font.headlessWeight.rawValue >= UIFont.Weight.semibold.rawValue,
                  color: LayoutColor(color))
    }
}
#endif
