#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import LayoutRendering
import Testing

@MainActor @Suite struct GlyphRenderingTests {
    @Test func closeButtonDrawsACircledCross() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let close = UIButton(type: .close)
        close.frame = CGRect(x: 10, y: 20, width: 40, height: 40)
        root.addSubview(close)
        #expect(LayoutSnapshot(of: root).root.children[0].glyph == .closeButton)
        let svg = SVGRenderer().render(root)
        #expect(svg.contains("<circle class=\"glyph\" cx=\"30\" cy=\"40\" r=\"20\" fill=\"#E5E5EA\"/>"))
        #expect(svg.contains("<path class=\"glyph\" d=\"M23 33L37 47M37 33L23 47\" stroke=\"#8E8E93\" stroke-width=\"3\" stroke-linecap=\"round\"/>"))
    }

    @Test func imageViewDrawsACrossedBoxWithTheName() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let imageView = UIImageView(image: UIImage(systemName: "star"))
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        root.addSubview(imageView)
        let plain = UIImageView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        root.addSubview(plain)
        let snapshot = LayoutSnapshot(of: root)
        #expect(snapshot.root.children.map(\.glyph) == [.image(name: "star"), nil])
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("<path class=\"glyph\" d=\"M0 0L20 10M20 0L0 10\" stroke=\"#C7C7CC\" stroke-width=\"0.5\"/>"))
        #expect(svg.contains("<text class=\"glyph\" x=\"10\" y=\"8\" text-anchor=\"middle\" fill=\"#8E8E93\">star</text>"))
        #expect(svg.components(separatedBy: "class=\"glyph\"").count - 1 == 2)
    }

    @Test func switchesAndBorderedTextFieldsDrawRecognisably() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let on = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        on.isOn = true
        let off = UISwitch(frame: CGRect(x: 10, y: 50, width: 0, height: 0))
        let field = UITextField(frame: CGRect(x: 80, y: 10, width: 100, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let plainField = UITextField(frame: CGRect(x: 80, y: 50, width: 100, height: 34))
        for view in [on, off, field, plainField] { root.addSubview(view) }
        let snapshot = LayoutSnapshot(of: root)
        #expect(snapshot.root.children.map(\.glyph) == [.switchToggle(isOn: true), .switchToggle(isOn: false), .textFieldBorder, nil])
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("<rect class=\"glyph\" x=\"10\" y=\"10\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#34C759\"/>"))
        #expect(svg.contains("<circle class=\"glyph\" cx=\"45.5\" cy=\"25.5\" r=\"13.5\" fill=\"#FFFFFF\"/>"))
        #expect(svg.contains("<circle class=\"glyph\" cx=\"25.5\" cy=\"65.5\" r=\"13.5\" fill=\"#FFFFFF\"/>"))
        #expect(svg.contains("<rect class=\"glyph\" x=\"80\" y=\"10\" width=\"100\" height=\"34\" rx=\"5\" fill=\"none\" stroke=\"#C7C7CC\" stroke-width=\"0.5\"/>"))
        // The placeholder is drawn as the field's text line.
        #expect(svg.contains(">Name</text>"))
    }

    @Test func standardControlsDrawRecognisably() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        spinner.frame.origin = CGPoint(x: 10, y: 10)
        let stepper = UIStepper(frame: CGRect(x: 100, y: 10, width: 0, height: 0))
        let segmented = UISegmentedControl(items: ["A", "B"])
        segmented.frame = CGRect(x: 10, y: 60, width: 201, height: 32)
        segmented.selectedSegmentIndex = 1
        let progress = UIProgressView(frame: CGRect(x: 10, y: 110, width: 200, height: 4))
        progress.progress = 0.25
        let slider = UISlider(frame: CGRect(x: 10, y: 130, width: 228, height: 28))
        slider.value = 0.5
        for view in [spinner, stepper, segmented, progress, slider] { root.addSubview(view) }
        let snapshot = LayoutSnapshot(of: root)
        #expect(snapshot.root.children.map(\.glyph) == [
            .activityIndicator, .stepper,
            .segmentedControl([GlyphSegment(frame: CGRect(x: 0, y: 0, width: 100, height: 32), title: "A", isSelected: false),
                               GlyphSegment(frame: CGRect(x: 101, y: 0, width: 100, height: 32), title: "B", isSelected: true)]),
            .progress(fraction: 0.25), .slider(fraction: 0.5),
        ])
        let svg = SVGRenderer().render(snapshot)
        // The selected segment is a white box inset by 2; titles sit in their segments' middles.
        #expect(svg.contains("<rect class=\"glyph\" x=\"113\" y=\"62\" width=\"96\" height=\"28\" rx=\"7\" fill=\"#FFFFFF\"/>"))
        #expect(svg.contains(">A</text>") && svg.contains("x=\"161\" y=\"80.5\" text-anchor=\"middle\" fill=\"#000000\">B</text>"))
        // A quarter of the progress track is filled; the thumb is half way along the slider.
        #expect(svg.contains("<rect class=\"glyph\" x=\"10\" y=\"110\" width=\"50\" height=\"4\" rx=\"2\" fill=\"#007AFF\"/>"))
        #expect(svg.contains("<circle class=\"glyph\" cx=\"124\" cy=\"144\" r=\"14\""))
        #expect(svg.contains("<rect class=\"glyph\" x=\"100\" y=\"10\" width=\"94\" height=\"32\" rx=\"8\" fill=\"#EEEEEF\"/>"))
    }
}
#endif
