#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Image views size to their image (uikit-model.md §12); symbol images are 20 × 20 placeholders.
@MainActor @Suite struct ImageViewTests {
    @Test func imagesHaveTheirSize() {
        let image = UIImage(headlessSize: CGSize(width: 64, height: 48), scale: 3)
        #expect(image.size == CGSize(width: 64, height: 48))
        #expect(image.scale == 3)
        #expect(UIImage(systemName: "star")?.size == CGSize(width: 20, height: 20))
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(named: "logo") == nil)
        #expect(UIImage(headlessSize: CGSize(width: -5, height: CGFloat.nan)).size == .zero)
    }

    @Test func intrinsicSizeIsTheImageSize() {
        let view = UIImageView()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.contentMode == .scaleToFill)
        view.image = UIImage(headlessSize: CGSize(width: 64, height: 48))
        #expect(view.intrinsicContentSize == CGSize(width: 64, height: 48))
        let symbol = UIImageView(image: UIImage(systemName: "person"))
        #expect(symbol.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(symbol.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
    }

    @Test func imageViewInLayoutHugsItsImage() {
        let window = UIWindow(headlessDevice: .iPhoneSE)
        let avatar = UIImageView(image: UIImage(headlessSize: CGSize(width: 64, height: 64)))
        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.contentMode = .scaleAspectFill
        window.addSubview(avatar)
        NSLayoutConstraint.activate([
            avatar.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            avatar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        window.layoutIfNeeded()
        // Centred in 375: 187.5 − 32 = 155.5; top 20 + 16.
        #expect(avatar.frame == CGRect(x: 155.5, y: 36, width: 64, height: 64))
        avatar.image = UIImage(headlessSize: CGSize(width: 40, height: 30))
        window.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 167.5, y: 36, width: 40, height: 30))
        avatar.image = nil
        // No intrinsic size any more (the layout would be ambiguous, so no frame is checked).
        #expect(avatar.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }
}
#endif

/// Symbol configurations and rendering modes are carried by images as UIKit's API describes
/// them (`applying` lets the newer configuration's set values win); symbol images keep the
/// package's placeholder size.
@Suite @MainActor struct SymbolConfigurationTests {
    @Test func imagesCarryTheirConfigurationAndRenderingMode() throws {
        let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
        let image = try #require(UIImage(systemName: "heart.fill", withConfiguration: large))
        #expect(image.symbolConfiguration == large && image.size == UIImage.headlessSymbolSize)
        let bold = image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(bold?.symbolConfiguration?.headlessWeight == .bold && bold?.symbolConfiguration?.headlessPointSize == 24)
        #expect(image.renderingMode == .automatic && image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        let tinted = image.withTintColor(.systemRed)
        #expect(tinted.headlessTintColor == .systemRed && tinted.renderingMode == .alwaysOriginal && tinted.headlessName == "heart.fill")
        let body = UIImage.SymbolConfiguration(textStyle: .body)
        #expect(body.headlessTextStyle == .body && body.headlessScale == .default)
        let view = UIImageView(image: image)
        view.preferredSymbolConfiguration = body
        #expect(view.preferredSymbolConfiguration == body && view.frame.size == UIImage.headlessSymbolSize)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 13)).headlessPointSize == 13)
    }
}
