#if !canImport(UIKit)
import Foundation
@testable import HeadlessSnapshotTesting
import HeadlessUIKit
import Testing

/// The description of single views, field by field, against lines iOS printed (the rules and
/// their sources are in docs/research/recursive-description.md, part 1).
final class CardView: UIView {}
final class TitleLabel: UILabel {}

@MainActor @Suite struct DescriptionFormatTests {
    @Test func plainViewsPrintOnlyWhatDiffersFromTheDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        // natds-ios: `<UIView; frame = (0 0; 200 200); layer = <CALayer>>`.
        #expect(ViewDescription.text(of: view) == "<UIView; frame = (0 0; 200 200); layer = <CALayer>>")
        view.frame = CGRect(x: -2, y: -2, width: 52, height: 52)
        view.clipsToBounds = true
        view.alpha = 0.5
        view.isHidden = true
        view.autoresizingMask = [.flexibleBottomMargin, .flexibleRightMargin]
        view.isUserInteractionEnabled = false
        view.tag = 102
        view.backgroundColor = .red
        #expect(ViewDescription.text(of: view) == "<UIView; frame = (-2 -2; 52 52); clipsToBounds = YES; alpha = 0.5; hidden = YES; "
            + "autoresize = RM+BM; userInteractionEnabled = NO; tag = 102; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer>>")
    }

    @Test func framesPrintSixSignificantDigits() {
        let view = UIView(frame: CGRect(x: 214 + 1.0 / 3, y: 468, width: 105 + 2.0 / 3, height: 1.0 / 3))
        #expect(ViewDescription.text(of: view) == "<UIView; frame = (214.333 468; 105.667 0.333333); layer = <CALayer>>")
    }

    @Test func labelsPrintTheirTextCutAfter25UnitsAndAClearBackground() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "UIKit Styling with Functions"
        // episode-code-samples 0039: `text = 'UIKit Styling with Functi...'`.
        #expect(ViewDescription.text(of: label) == "<UILabel; frame = (0 0; 100 20); text = 'UIKit Styling with Functi...'; "
            + "userInteractionEnabled = NO; backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer>>")
        label.text = "👋 Hey there! See anything you like?"
        #expect(ViewDescription.text(of: label).contains("text = '👋 Hey there! See anythin...'"))
        label.text = ""
        #expect(ViewDescription.text(of: label).contains("text = ''"))
        label.text = nil
        #expect(!ViewDescription.text(of: label).contains("text ="))
    }

    @Test func appClassesNameTheirModuleAndUIKitBase() {
        let card = CardView(frame: .zero), title = TitleLabel(frame: .zero)
        let cardLine = ViewDescription.text(of: card), titleLine = ViewDescription.text(of: title)
        #expect(cardLine.hasPrefix("<HeadlessSnapshotTestingTests.CardView; frame"))
        #expect(titleLine.hasPrefix("<HeadlessSnapshotTestingTests.TitleLabel; baseClass = UILabel; frame"))
    }

    @Test func transformsAndButtonsAndStacks() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        // 2048 sample: `transform = [1.1000000000000001, 0, 0, 1.1000000000000001, 0, 0]`.
        #expect(ViewDescription.text(of: view).contains("transform = [1.1000000000000001, 0, 0, 1.1000000000000001, 0, 0]; layer"))
        #expect(ViewDescription.text(of: UIButton(type: .system)).contains("opaque = NO"))
        #expect(ViewDescription.text(of: UIStackView()).hasSuffix("layer = <CATransformLayer>>"))
    }

    @Test func scrollViewsAppendOffsetSizeAndInset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        scrollView.contentSize = CGSize(width: 320, height: 2040 + 1.0 / 3)
        #expect(ViewDescription.text(of: scrollView).hasSuffix(
            "layer = <CALayer>; contentOffset: {0, 0}; contentSize: {320, 2040.3333333333333}; adjustedContentInset: {0, 0, 0, 0}>"))
    }

    @Test func linesNestWithBarsAndEndWithoutANewline() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIView(frame: .zero), grandchild = UIView(frame: .zero)
        root.addSubview(child)
        child.addSubview(grandchild)
        let lines = RecursiveDescription.text(of: root).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("   | <UIView;") && lines[2].hasPrefix("   |    | <UIView;"))
        #expect(!RecursiveDescription.text(of: root).hasSuffix("\n"))
    }

    /// Every named configuration stands for a HeadlessUIKit preset with its portrait screen and
    /// safe area.
    @Test func configurationsMatchTheirDevicePresets() throws {
        let configurations: [ViewImageConfig] = [.iPhoneSe, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhoneXr, .iPhoneXsMax, .iPhone12,
                                                 .iPhone12ProMax, .iPhone13, .iPhone13Mini, .iPhone13ProMax,
                                                 .iPadMini(.portrait), .iPad10_2(.portrait), .iPadPro10_5(.portrait),
                                                 .iPadPro11(.portrait), .iPadPro12_9(.portrait)]
        for config in configurations {
            let device = try #require(config.headlessDevice)
            #expect(config.size == device.portraitScreenSize, "\(device.name)")
            #expect(config.safeArea == device.portraitSafeAreaInsets, "\(device.name)")
        }
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneThird)).size == CGSize(width: 320, height: 768))
    }
}
#endif
