#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// One segment of a segmented control's glyph: its place in the control and its title.
public struct GlyphSegment: Equatable, Sendable {
    /// The segment's frame in the control's bounds.
    public var frame: CGRect
    /// The title, if the segment shows one.
    public var title: String?
    /// Whether the segment is selected.
    public var isSelected: Bool

    /// Creates a segment.
    public init(frame: CGRect, title: String?, isSelected: Bool) {
        self.frame = frame
        self.title = title
        self.isSelected = isSelected
    }
}

extension Glyph {
    /// The glyph of a standard control (indicator, stepper, segmented control, page control,
    /// compact date picker, progress view, slider), if `view` is one.
    @MainActor
    init?(ofControl view: UIView) {
        switch view {
        case is UIActivityIndicatorView:
            self = .activityIndicator
        case is UIStepper:
            self = .stepper
        case let control as UISegmentedControl:
            self = .segmentedControl(control.headlessSegmentFrames.enumerated().map { index, frame in
                GlyphSegment(frame: frame, title: control.titleForSegment(at: index), isSelected: index == control.selectedSegmentIndex)
            })
        case let bar as UIProgressView:
            self = .progress(fraction: CGFloat(bar.progress))
        case let pages as UIPageControl:
            self = .pageControl(pages: pages.numberOfPages, current: pages.currentPage)
        case let picker as UIDatePicker where picker.datePickerStyle == .compact:
            self = .datePicker(picker.headlessCapsuleTexts)
        case let slider as UISlider:
            let range = slider.maximumValue - slider.minimumValue
            self = .slider(fraction: range > 0 ? CGFloat((slider.value - slider.minimumValue) / range) : 0)
        default:
            return nil
        }
    }

    /// SVG elements drawing a control glyph in `frame` (canvas coordinates).
    func controlElements(in frame: CGRect) -> [String] {
        let n = { (value: CGFloat) in layoutNumber(value) }
        let box = { (rect: CGRect, radius: CGFloat, fill: String) in
            "<rect class=\"glyph\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
                + "rx=\"\(n(radius))\" fill=\"\(fill)\"/>"
        }
        let text = { (string: String, x: CGFloat, y: CGFloat) in
            let escaped = string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            return "<text class=\"glyph\" x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"middle\" fill=\"#000000\">\(escaped)</text>"
        }
        switch self {
        case .activityIndicator:
            let outer = min(frame.width, frame.height) / 2, inner = outer * 0.45
            let spokes = (0..<8).map { index -> String in
                let angle = CGFloat(index) * .pi / 4
                let (dx, dy) = (cos(angle), sin(angle))
                return "M\(n(frame.midX + inner * dx)) \(n(frame.midY + inner * dy))L\(n(frame.midX + outer * dx)) \(n(frame.midY + outer * dy))"
            }
            return ["<path class=\"glyph\" d=\"\(spokes.joined())\" stroke=\"#8E8E93\" stroke-width=\"\(n(max(outer * 0.2, 1)))\" stroke-linecap=\"round\"/>"]
        case .stepper:
            let half = frame.width / 2, arm = min(frame.height * 0.25, 7)
            let minus = CGPoint(x: frame.minX + half / 2, y: frame.midY), plus = CGPoint(x: frame.midX + half / 2, y: frame.midY)
            return [
                box(frame, 8, "#EEEEEF"),
                "<path class=\"glyph\" d=\"M\(n(frame.midX)) \(n(frame.minY + 8))L\(n(frame.midX)) \(n(frame.maxY - 8))\" stroke=\"#C7C7CC\" stroke-width=\"1\"/>",
                "<path class=\"glyph\" d=\"M\(n(minus.x - arm)) \(n(minus.y))L\(n(minus.x + arm)) \(n(minus.y))M\(n(plus.x - arm)) \(n(plus.y))"
                    + "L\(n(plus.x + arm)) \(n(plus.y))M\(n(plus.x)) \(n(plus.y - arm))L\(n(plus.x)) \(n(plus.y + arm))\" stroke=\"#000000\" stroke-width=\"1.5\"/>",
            ]
        case .segmentedControl(let segments):
            var elements = [box(frame, 8, "#EEEEEF")]
            for segment in segments {
                let rect = segment.frame.offsetBy(dx: frame.minX, dy: frame.minY)
                if segment.isSelected { elements.append(box(rect.insetBy(dx: 2, dy: 2), 7, "#FFFFFF")) }
                if let title = segment.title { elements.append(text(title, rect.midX, rect.midY + 4.5)) }
            }
            return elements
        case .progress(let fraction):
            let radius = frame.height / 2
            return [box(frame, radius, "#E5E5EA"),
                    box(CGRect(x: frame.minX, y: frame.minY, width: frame.width * min(max(fraction, 0), 1), height: frame.height), radius, "#007AFF")]
        case .slider(let fraction):
            let track = CGRect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
            let thumbRadius = min(frame.height / 2, 14)
            let x = frame.minX + thumbRadius + (frame.width - 2 * thumbRadius) * min(max(fraction, 0), 1)
            return [box(track, 2, "#E5E5EA"),
                    box(CGRect(x: track.minX, y: track.minY, width: x - track.minX, height: track.height), 2, "#007AFF"),
                    "<circle class=\"glyph\" cx=\"\(n(x))\" cy=\"\(n(frame.midY))\" r=\"\(n(thumbRadius))\" fill=\"#FFFFFF\" stroke=\"#C7C7CC\" stroke-width=\"0.5\"/>"]
        case .searchField:
            return [box(frame, 10, "#EEEEEF")]
        case .pageControl(let pages, let current):
            let dots = (0..<pages).map { page -> String in
                let x = frame.midX + (CGFloat(page) - CGFloat(pages - 1) / 2) * 18
                return "<circle class=\"glyph\" cx=\"\(n(x))\" cy=\"\(n(frame.midY))\" r=\"4\" fill=\"\(page == current ? "#000000" : "#C7C7CC")\"/>"
            }
            return dots
        case .datePicker(let texts):
            // Capsules share the width in proportion to their text's length, 4 points apart.
            let total = max(texts.map(\.count).reduce(0, +), 1)
            let room = frame.width - 4 * CGFloat(max(texts.count - 1, 0))
            var x = frame.minX
            return texts.flatMap { string -> [String] in
                let width = room * CGFloat(string.count) / CGFloat(total)
                defer { x += width + 4 }
                let capsule = CGRect(x: x, y: frame.minY, width: width, height: frame.height)
                return [box(capsule, 8, "#EEEEEF"), text(string, capsule.midX, capsule.midY + 4.5)]
            }
        default:
            return []
        }
    }
}
#endif
