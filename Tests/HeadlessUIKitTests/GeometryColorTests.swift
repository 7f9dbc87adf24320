#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@Suite struct GeometryColorTests {
    private func expectRGB(
        _ color: UIColor, _ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let c = color.headlessComponents
        #expect(abs(c.red * 255 - CGFloat(red)) < 1e-9, sourceLocation: sourceLocation)
        #expect(abs(c.green * 255 - CGFloat(green)) < 1e-9, sourceLocation: sourceLocation)
        #expect(abs(c.blue * 255 - CGFloat(blue)) < 1e-9, sourceLocation: sourceLocation)
        #expect(abs(c.alpha - alpha) < 1e-9, sourceLocation: sourceLocation)
    }

    @Test func rgbInitialiserStoresComponents() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.headlessComponents == (0.1, 0.2, 0.3, 0.4))
    }

    @Test func whiteInitialiserIsGrey() {
        #expect(UIColor(white: 0.25, alpha: 0.5).headlessComponents == (0.25, 0.25, 0.25, 0.5))
    }

    @Test func hueInitialiserConvertsToRGB() {
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).headlessComponents == (1, 0, 0, 1))
        #expect(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).headlessComponents.green == 1)
        let blue = UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 0.5, alpha: 1).headlessComponents
        #expect(blue.blue == 0.5)
        #expect(abs(blue.red) < 1e-9)
        #expect(UIColor(hue: 0.3, saturation: 0, brightness: 0.7, alpha: 1).headlessComponents == (0.7, 0.7, 0.7, 1))
    }

    @Test func getRedWritesComponents() {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [1, 0.5, 0, 1])
    }

    @Test func withAlphaComponentKeepsRGB() {
        #expect(UIColor.red.withAlphaComponent(0.3).headlessComponents == (1, 0, 0, 0.3))
    }

    @Test func fixedColoursHaveDocumentedComponents() {
        #expect(UIColor.black.headlessComponents == (0, 0, 0, 1))
        #expect(UIColor.white.headlessComponents == (1, 1, 1, 1))
        #expect(UIColor.clear.headlessComponents == (0, 0, 0, 0))
        #expect(UIColor.gray.headlessComponents == (0.5, 0.5, 0.5, 1))
        #expect(abs(UIColor.darkGray.headlessComponents.red - 1.0 / 3.0) < 1e-9)
        #expect(abs(UIColor.lightGray.headlessComponents.red - 2.0 / 3.0) < 1e-9)
        #expect(UIColor.red.headlessComponents == (1, 0, 0, 1))
        #expect(UIColor.green.headlessComponents == (0, 1, 0, 1))
        #expect(UIColor.blue.headlessComponents == (0, 0, 1, 1))
        #expect(UIColor.cyan.headlessComponents == (0, 1, 1, 1))
        #expect(UIColor.yellow.headlessComponents == (1, 1, 0, 1))
        #expect(UIColor.magenta.headlessComponents == (1, 0, 1, 1))
        #expect(UIColor.purple.headlessComponents == (0.5, 0, 0.5, 1))
        #expect(UIColor.brown.headlessComponents == (0.6, 0.4, 0.2, 1))
    }

    @Test func systemColoursHaveLightModeValues() {
        expectRGB(.systemBlue, 0, 122, 255)
        expectRGB(.systemRed, 255, 59, 48)
        expectRGB(.systemGreen, 52, 199, 89)
        expectRGB(.systemOrange, 255, 149, 0)
        expectRGB(.systemYellow, 255, 204, 0)
        expectRGB(.systemGray, 142, 142, 147)
        expectRGB(.systemGray2, 174, 174, 178)
        expectRGB(.systemGray3, 199, 199, 204)
        expectRGB(.systemGray4, 209, 209, 214)
        expectRGB(.systemGray5, 229, 229, 234)
        expectRGB(.systemGray6, 242, 242, 247)
        expectRGB(.tintColor, 0, 122, 255)
    }

    @Test func elementColoursHaveLightModeValues() {
        expectRGB(.systemBackground, 255, 255, 255)
        expectRGB(.secondarySystemBackground, 242, 242, 247)
        expectRGB(.tertiarySystemBackground, 255, 255, 255)
        expectRGB(.systemGroupedBackground, 242, 242, 247)
        expectRGB(.label, 0, 0, 0)
        expectRGB(.secondaryLabel, 60, 60, 67, alpha: 0.6)
        expectRGB(.placeholderText, 60, 60, 67, alpha: 0.3)
        expectRGB(.separator, 60, 60, 67, alpha: 0.29)
    }

    @Test func equalityComparesComponents() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.white == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.white != UIColor.systemBackground.withAlphaComponent(0.5))
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
    }

    @Test func descriptionUsesUIKitsFormat() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        // Greys keep UIKit's grey colour space: swift-snapshot-testing's recordings print a
        // white view as `backgroundColor = UIExtendedGrayColorSpace 1 1` and a clear label as
        // `UIExtendedGrayColorSpace 0 0` (testTraits references, commit deff4825).
        #expect(UIColor(white: 0.5, alpha: 0.25).description == "UIExtendedGrayColorSpace 0.5 0.25")
        #expect(UIColor.white.description == "UIExtendedGrayColorSpace 1 1")
        #expect(UIColor.clear.withAlphaComponent(0).description == "UIExtendedGrayColorSpace 0 0")
    }
}
#endif

/// Core Graphics colours, colour literals and the layer's appearance properties, with Core
/// Animation's documented defaults (border and shadow colours opaque black, shadow offset
/// (0, −3), radius 3, opacity 0).
@Suite @MainActor struct LayerAppearanceTests {
    @Test func colourLiteralsAndCGColorsRoundTrip() {
        let literal: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(abs(literal.headlessComponents.red - 0.2) < 1e-6 && abs(literal.headlessComponents.blue - 0.6) < 1e-6)
        let cg = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).cgColor
        #expect(cg.components == [1, 0.5, 0, 0.25] && cg.alpha == 0.25 && cg.numberOfComponents == 4)
        #expect(UIColor(cgColor: cg) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(cg.copy(alpha: 1)?.alpha == 1)
    }

    @Test func layersKeepTheirAppearance() {
        let view = UIView()
        let layer = view.layer
        #expect(layer.borderColor == UIColor.black.cgColor && layer.shadowColor == UIColor.black.cgColor)
        #expect(layer.shadowOpacity == 0 && layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        #expect(layer.maskedCorners.rawValue == 15 && layer.cornerCurve == .circular)
        // The layer's background is the view's.
        layer.backgroundColor = UIColor.systemRed.cgColor
        #expect(view.backgroundColor == .systemRed)
        view.backgroundColor = nil
        #expect(layer.backgroundColor == nil)
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.cornerCurve = .continuous
        #expect(layer.maskedCorners.rawValue == 3 && layer.cornerCurve.rawValue == "continuous")
    }
}
