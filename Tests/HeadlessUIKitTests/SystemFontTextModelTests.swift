import Foundation
import Testing
@testable import HeadlessUIKit

/// The default text model's parts: tracking from Apple's typography guidelines, the optical-size
/// blend, the weight masters, kerning and the fallbacks for characters the data does not list.
@Suite struct SystemFontTextModelTests {
    let model = HeadlessSystemFontTextModel()

    private func width(_ text: String, _ size: CGFloat, _ weight: UIFont.Weight = .regular) -> CGFloat {
        model.width(of: text, in: UIFont(pointSize: size, weight: weight, textStyle: nil))
    }

    @Test func trackingFollowsTheGuidelinesTable() {
        // Human Interface Guidelines, Typography: 0 at 12 pt, −26/1000 em at 17 pt (−0.43 pt after
        // rounding there), +14/1000 em at 28 pt, 0 from 80 pt; halfway between listed sizes.
        #expect(SystemFontTracking.tracking(at: 12) == 0)
        #expect(abs(SystemFontTracking.tracking(at: 17) - CGFloat(-0.442)) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(at: 28) - CGFloat(0.392)) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(at: 16.5) - CGFloat(-23) * 16.5 / 1000) < 1e-9)
        #expect(SystemFontTracking.tracking(at: 120) == 0)
    }

    @Test func opticalSizeBlendsTextIntoDisplayBetween17And28Points() {
        #expect(SystemFontOpticalSize.displayShare(at: 11) == 0)
        #expect(SystemFontOpticalSize.displayShare(at: 17) == 0)
        #expect(SystemFontOpticalSize.displayShare(at: 22) == Float(0.526))
        #expect(SystemFontOpticalSize.displayShare(at: 28) == 1)
        #expect(SystemFontOpticalSize.displayShare(at: 34) == 1)
        // The display design is narrower, so the same text at 22 pt is less than 22/17 as wide.
        #expect(width("Settings", 22) < width("Settings", 17) * 22 / 17)
    }

    @Test func namedWeightsBlendTheThreeMasters() {
        #expect(SystemFontWeightAxis.masterWeights(for: .ultraLight) == SIMD3(1, 0, 0))
        #expect(SystemFontWeightAxis.masterWeights(for: .regular) == SIMD3(0, 1, 0))
        #expect(SystemFontWeightAxis.masterWeights(for: .bold) == SIMD3(0, 0.5, 0.5))
        #expect(SystemFontWeightAxis.masterWeights(for: .black) == SIMD3(0, 0, 1))
        #expect(SystemFontWeightAxis.masterWeights(for: UIFont.Weight(5)) == SIMD3(0, 0, 1))
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let widths = weights.map { width("Headline", 17, $0) }
        #expect(widths == widths.sorted() && Set(widths).count == weights.count)
    }

    @Test func pairsAreKerned() {
        // "To" and "AV" kern tightly in SF Pro; "no" does not kern at all.
        #expect(width("To", 17) < width("T", 17) + width("o", 17) - 1)
        #expect(width("AV", 17) < width("A", 17) + width("V", 17) - 0.5)
        #expect(abs(width("no", 17) - width("n", 17) - width("o", 17)) < 1e-9)
        // Curly quotes kern too; a line's width is the sum of its kerned advances.
        #expect(width("\u{201C}A", 17) < width("\u{201C}", 17) + width("A", 17))
    }

    @Test func unlistedCharactersFallBack() {
        let face = SystemFontFaces.shared.face(pointSize: 20, weight: .regular)
        let tracking = SystemFontTracking.tracking(at: 20)
        // Accented letters outside Latin-1 measure as their base letter.
        #expect(face.advance(of: "ě") == face.advance(of: "e"))
        // Wide characters and emoji are an em, other scripts half an em (each with tracking).
        #expect(face.advance(of: "漢") == 20 + tracking)
        #expect(face.advance(of: "😀") == 20 + tracking)
        #expect(face.advance(of: "ж") == 10 + tracking)
    }

    @Test func wrappedLinesMeasureLikeTheSameTextAlone() {
        let font = UIFont(pointSize: 17, weight: .regular, textStyle: nil)
        let layout = model.measure("Today Wave Tomorrow", font: font, maxWidth: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(layout.lines.map(\.text) == ["Today Wave", "Tomorrow"])
        #expect(abs(layout.lines[0].width - width("Today Wave", 17)) < 1e-9)
        #expect(abs(layout.lines[1].width - width("Tomorrow", 17)) < 1e-9)
    }

    @Test func truncationKeepsWhatFits() {
        let font = UIFont(pointSize: 17, weight: .regular, textStyle: nil)
        let layout = model.measure("Typography matters", font: font, maxWidth: 80, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let kept = try? #require(layout.lines.first?.text)
        #expect(kept?.hasSuffix("\u{2026}") == true)
        #expect(width(kept ?? "", 17) <= 80)
        #expect(width(kept ?? "", 17) > 60)
    }
}
