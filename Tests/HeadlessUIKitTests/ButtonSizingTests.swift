#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Button sizes worked out by hand (uikit-model.md §12, §11.3) on an iPhone SE window (@2x).
/// Legacy titles use the 15-pt system font: letters 7.5 wide, lines 17.90 high (→ 18).
/// Configuration titles use Dynamic Type `.body` (17 pt: letters 8.5, lines 20.29 → 20.5).
@MainActor @Suite struct ButtonSizingTests {
    let window = UIWindow(headlessDevice: .iPhoneSE)

    private func button(_ type: UIButton.ButtonType) -> UIButton {
        let button = UIButton(type: type)
        window.addSubview(button)
        return button
    }

    @Test func typesAndDefaults() {
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton.ButtonType.close.rawValue == 7)
        let button = self.button(.system)
        #expect(button.currentTitle == nil)
        #expect(button.titleLabel?.font.pointSize == 15)
        #expect(button.isEnabled && !button.isSelected && !button.isHighlighted)
        #expect(button.state == .normal)
        #expect(button.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func titlesPerState() {
        let button = self.button(.system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        button.isEnabled = false
        // No title for [.selected, .disabled]: the normal one.
        #expect(button.currentTitle == "Play")
        #expect(button.title(for: .selected) == "Pause")
    }

    @Test func legacyIntrinsicSizes() {
        withUniformTextModel {
            let button = self.button(.system)
            // No content: 30 × 30.
            #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
            // "Button": 6 × 7.5 = 45 wide, 18 high, raised to the 30-pt minimum.
            button.setTitle("Button", for: .normal)
            #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
            // Insets 10/20: 45 + 40 = 85, 18 + 20 = 38.
            button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            #expect(button.intrinsicContentSize == CGSize(width: 85, height: 38))
            button.contentEdgeInsets = .zero
            // A symbol image (20 × 20) beside the title: 65 wide.
            button.setImage(UIImage(systemName: "star"), for: .normal)
            #expect(button.intrinsicContentSize == CGSize(width: 65, height: 30))
            // A bigger title font through the title label: "Button" at 20 pt is 60 wide.
            button.titleLabel?.font = .systemFont(ofSize: 20)
            #expect(button.intrinsicContentSize == CGSize(width: 80, height: 30))
        }
    }

    @Test func closeButtonIsThirtySquare() {
        let button = self.button(.close)
        button.setTitle("ignored", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func configurationSizes() {
        withUniformTextModel {
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Button"
            #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
            let button = UIButton(configuration: configuration)
            window.addSubview(button)
            // 6 × 8.5 = 51 + 24 = 75; 20.5 + 14 = 34.5.
            #expect(button.intrinsicContentSize == CGSize(width: 75, height: 34.5))

            // Large, title "Save" (34 × 20.5) over subtitle "Draft" (subheadline 15 pt: 37.5 × 18),
            // padding 2: titles 37.5 × 40.5; insets 14/20: 77.5 × 68.5.
            var large = UIButton.Configuration.filled()
            large.buttonSize = .large
            large.title = "Save"
            large.subtitle = "Draft"
            large.titlePadding = 2
            button.configuration = large
            #expect(button.intrinsicContentSize == CGSize(width: 77.5, height: 68.5))
            #expect(button.subtitleLabel?.text == "Draft")

            // Image (20 × 20), padding 8, title "Add" (25.5 × 20.5), custom insets 4/6.
            var withImage = UIButton.Configuration.tinted()
            withImage.title = "Add"
            withImage.image = UIImage(systemName: "plus")
            withImage.imagePadding = 8
            withImage.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
            button.configuration = withImage
            #expect(button.intrinsicContentSize == CGSize(width: 65.5, height: 28.5))
            withImage.setDefaultContentInsets()
            #expect(withImage.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        }
    }

    @Test func configurationFollowsDynamicType() {
        withUniformTextModel {
            var device = HeadlessDevice.iPhoneSE
            device.preferredContentSizeCategory = .accessibilityMedium
            let window = UIWindow(headlessDevice: device)
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Button"
            let button = UIButton(configuration: configuration)
            window.addSubview(button)
            // Body at AX1 is 28 pt: 6 × 14 + 24 = 108; 28 × 2444/2048 = 33.41 → 33.5, + 14.
            #expect(button.intrinsicContentSize == CGSize(width: 108, height: 47.5))
        }
    }

    @Test func plainButtonAt3xPadsItsTitle() {
        withUniformTextModel {
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Button"
            let button = UIButton(configuration: configuration)  // outside a window: @3x
            #expect(button.intrinsicContentSize.width == 75)
            #expect(abs(button.intrinsicContentSize.height - (61.0 / 3 + 14)) < 1e-9)
        }
    }

    @Test func buttonsInLayoutPlaceTheirTitle() {
        withUniformTextModel {
            let button = self.button(.system)
            button.setTitle("Button", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            let wide = self.button(.system)
            wide.setTitle("Go", for: .normal)
            wide.contentHorizontalAlignment = .leading
            wide.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                button.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                wide.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                wide.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
                wide.widthAnchor.constraint(equalToConstant: 100),
                wide.heightAnchor.constraint(equalToConstant: 44),
            ])
            let log = HeadlessLog.capture { window.layoutIfNeeded() }
            #expect(log.isEmpty)
            #expect(button.frame == CGRect(x: 16, y: 100, width: 45, height: 30))
            // The 18-high title is centred in the 30-high button.
            #expect(button.titleLabel?.frame == CGRect(x: 0, y: 6, width: 45, height: 18))
            #expect(wide.frame == CGRect(x: 16, y: 138, width: 100, height: 44))
            // "Go" (15 wide) at the leading edge, centred vertically: (44 − 18) / 2 = 13.
            #expect(wide.titleLabel?.frame == CGRect(x: 0, y: 13, width: 15, height: 18))
        }
    }

    @Test func configurationImageSitsBesideTheTitle() {
        withUniformTextModel {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Add"
            configuration.image = UIImage(systemName: "plus")
            configuration.imagePadding = 8
            let button = UIButton(configuration: configuration)
            button.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                button.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            ])
            window.layoutIfNeeded()
            // Content 20 + 8 + 25.5 = 53.5 by 20.5; insets 12/7: 77.5 × 34.5.
            #expect(button.frame == CGRect(x: 20, y: 40, width: 77.5, height: 34.5))
            // Image centred vertically in the content: 7 + 0.25 → 7.5 on the grid (ties up).
            #expect(button.imageView?.frame == CGRect(x: 12, y: 7.5, width: 20, height: 20))
            #expect(button.titleLabel?.frame == CGRect(x: 40, y: 7, width: 25.5, height: 20.5))
            #expect(button.titleLabel?.textColor == UIColor.white)
        }
    }
}
#endif
