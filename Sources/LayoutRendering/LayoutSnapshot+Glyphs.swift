#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Content a view draws that is neither its background nor text, drawn as a simple stand-in.
public enum Glyph: Equatable, Sendable {
    /// A `UIButton(type: .close)`: a grey circle with a cross.
    case closeButton
    /// A `UIImageView` showing an image: a hatched box, with the image's name when it has one.
    case image(name: String?)
    /// A `UISwitch`: a capsule, green with the knob at the trailing end when on, grey with the
    /// knob at the leading end when off.
    case switchToggle(isOn: Bool)
    /// A `UITextField` with a border: a rounded outline.
    case textFieldBorder
    /// A `UIActivityIndicatorView`: eight spokes around the centre.
    case activityIndicator
    /// A `UIStepper`: a rounded box split into minus and plus.
    case stepper
    /// A `UISegmentedControl`: a rounded track, the segments' titles, the selected one raised.
    case segmentedControl([GlyphSegment])
    /// A `UIProgressView`: a track filled up to `fraction`.
    case progress(fraction: CGFloat)
    /// A `UISlider`: a track filled up to `fraction`, with the thumb there.
    case slider(fraction: CGFloat)
    /// The field of a `UISearchBar`: a grey rounded box.
    case searchField
    /// A `UIPageControl`: a dot per page, the current one dark.
    case pageControl(pages: Int, current: Int)
    /// A compact `UIDatePicker`: a grey capsule per part, with its text.
    case datePicker([String])

    /// The glyph of `view`, if it draws one.
    @MainActor
    public init?(of view: UIView) {
        if let button = view as? UIButton, button.buttonType == .close {
            self = .closeButton
        } else if let imageView = view as? UIImageView, let image = imageView.image {
            self = .image(name: image.headlessName)
        } else if let toggle = view as? UISwitch {
            self = .switchToggle(isOn: toggle.isOn)
        } else if view is UISearchTextField {
            self = .searchField
        } else if let field = view as? UITextField, field.borderStyle != .none {
            self = .textFieldBorder
        } else if let control = Glyph(ofControl: view) {
            self = control
        } else {
            return nil
        }
    }

    /// SVG elements drawing the glyph in `frame` (canvas coordinates).
    func svgElements(in frame: CGRect) -> [String] {
        let n = { (value: CGFloat) in layoutNumber(value) }
        switch self {
        case .closeButton:
            let radius = min(frame.width, frame.height) / 2, arm = radius * 0.35
            let cx = frame.midX, cy = frame.midY
            return [
                "<circle class=\"glyph\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(radius))\" fill=\"#E5E5EA\"/>",
                "<path class=\"glyph\" d=\"M\(n(cx - arm)) \(n(cy - arm))L\(n(cx + arm)) \(n(cy + arm))M\(n(cx + arm)) \(n(cy - arm))"
                    + "L\(n(cx - arm)) \(n(cy + arm))\" stroke=\"#8E8E93\" stroke-width=\"\(n(max(radius * 0.15, 1)))\" stroke-linecap=\"round\"/>",
            ]
        case .image(let name):
            var elements = [
                "<path class=\"glyph\" d=\"M\(n(frame.minX)) \(n(frame.minY))L\(n(frame.maxX)) \(n(frame.maxY))M\(n(frame.maxX)) "
                    + "\(n(frame.minY))L\(n(frame.minX)) \(n(frame.maxY))\" stroke=\"#C7C7CC\" stroke-width=\"0.5\"/>",
            ]
            if let name, !name.isEmpty {
                let escaped = name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;")
                elements.append("<text class=\"glyph\" x=\"\(n(frame.midX))\" y=\"\(n(frame.midY + 3))\" text-anchor=\"middle\" "
                                + "fill=\"#8E8E93\">\(escaped)</text>")
            }
            return elements
        case .switchToggle(let isOn):
            let radius = frame.height / 2, knob = max(radius - 2, 0)
            let knobX = isOn ? frame.maxX - radius : frame.minX + radius
            return [
                "<rect class=\"glyph\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
                    + "rx=\"\(n(radius))\" fill=\"\(isOn ? "#34C759" : "#E9E9EA")\"/>",
                "<circle class=\"glyph\" cx=\"\(n(knobX))\" cy=\"\(n(frame.midY))\" r=\"\(n(knob))\" fill=\"#FFFFFF\"/>",
            ]
        case .textFieldBorder:
            return [
                "<rect class=\"glyph\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" "
                    + "rx=\"5\" fill=\"none\" stroke=\"#C7C7CC\" stroke-width=\"0.5\"/>",
            ]
        case .activityIndicator, .stepper, .segmentedControl, .progress, .slider, .searchField, .pageControl, .datePicker:
            return controlElements(in: frame)
        }
    }
}
#endif
