#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import LayoutRendering
import Testing

/// Labels and buttons drawn as SVG text with the layout's own metrics. A 2-line 17-pt label in
/// a 41-high frame centres its 40.574-high text: top 0.213; baselines 0.213 + 16.187 and 20.287
/// further down.
@MainActor @Suite struct LabelRenderingTests {
    let window = UIWindow(headlessDevice: .iPhoneSE)

    private func wrappedLabel(alignment: NSTextAlignment) -> UILabel {
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog"
        label.numberOfLines = 0
        label.textAlignment = alignment
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 200),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        return label
    }

    @Test func wrappedLinesAreDrawnAtTheirBaselines() {
        withUniformTextModel {
            let label = wrappedLabel(alignment: .natural)
            #expect(label.frame == CGRect(x: 20, y: 40, width: 200, height: 41))
            let text = TextContent(of: label)
            #expect(text?.lines.map(\.text) == ["The quick brown fox jumps", "over the lazy dog"])
            let svg = SVGRenderer().render(window)
            #expect(svg.contains("<text class=\"text\" x=\"20\" y=\"56.399\" font-size=\"17\" fill=\"#000000\" xml:space=\"preserve\">The quick brown fox jumps</text>"))
            #expect(svg.contains("<text class=\"text\" x=\"20\" y=\"76.687\" font-size=\"17\" fill=\"#000000\" xml:space=\"preserve\">over the lazy dog</text>"))
        }
    }

    @Test func centredLinesUseTheirMeasuredWidths() {
        withUniformTextModel {
            let label = wrappedLabel(alignment: .center)
            label.textColor = .systemBlue
            // (200 − 195.5) / 2 = 2.25 and (200 − 131.75) / 2 = 34.125.
            #expect(TextContent(of: label)?.lines.map(\.x) == [2.25, 34.125])
            let svg = SVGRenderer().render(window)
            #expect(svg.contains("x=\"22.25\" y=\"56.399\" font-size=\"17\" fill=\"#007AFF\""))
            #expect(svg.contains("x=\"54.125\" y=\"76.687\""))
        }
    }

    @Test func compressedLabelsAreDrawnTruncated() {
        withUniformTextModel {
            let label = UILabel()
            label.text = "The quick brown fox jumps"
            label.font = .boldSystemFont(ofSize: 17)
            label.frame = CGRect(x: 0, y: 0, width: 156.5, height: 20.5)
            window.addSubview(label)
            // 156.5 − 8.5 leaves 148: "The quick brown fo" (140.25) fits, "…fox" does not.
            let text = TextContent(of: label)
            #expect(text?.lines.map(\.text) == ["The quick brown fo\u{2026}"])
            #expect(text?.isBold == true)
            #expect(SVGRenderer().render(window).contains("font-size=\"17\" font-weight=\"bold\""))
        }
    }

    @Test func buttonTitlesAreDrawnByTheirTitleLabel() {
        withUniformTextModel {
            let button = UIButton(type: .system)
            button.setTitle("Tap <me>", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                button.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            ])
            window.layoutIfNeeded()
            // "Tap <me>": 7 × 7.5 + 3.75 = 56.25 → 56.5 wide, 18 high, centred in 30: y 6.
            #expect(button.frame == CGRect(x: 10, y: 10, width: 56.5, height: 30))
            let svg = SVGRenderer().render(window)
            #expect(svg.contains("font-size=\"15\" fill=\"#007AFF\" xml:space=\"preserve\">Tap &lt;me&gt;</text>"))
            #expect(LayoutSnapshot.outline(of: button) == "UIButton (10 10; 56.5 30)\n  UILabel (0 6; 56.5 18)\n")
        }
    }

    @Test func emptyLabelsDrawNoText() {
        let label = UILabel()
        window.addSubview(label)
        #expect(TextContent(of: label) == nil)
        #expect(TextContent(of: UIView()) == nil)
    }
}
#endif
