import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// The `Corpus` view controllers (which typecheck against the iOS 17 SDK), one per idiom, shown
/// as a window's root on an iPhone 15 in portrait: 393 × 852 points, a safe area of 59 above and
/// 34 below (dimmmensions' simulator dump, "iPhone 14 Pro", same screen), root margins of 16 at
/// the sides and 0 from the safe area above and below (useyourloaf.com, "Changing Root View
/// Layout Margins"). Edges between pixels round to the 3× grid.
@Suite @MainActor struct ViewControllerIdiomTests {
    private let keeper = WindowKeeper()

    private func shown(_ controller: UIViewController) -> UIWindow {
        let window = phoneWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return keeper.keep(window)
    }

    @Test func anArticleScrollsInTheReadableGuideBelowItsHeader() throws {
        let controller = ArticleViewController()
        _ = shown(controller)
        #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 393, height: 200))
        let scroll = try #require(controller.titleLabel.superview?.superview as? UIScrollView)
        #expect(scroll.frame == CGRect(x: 16, y: 200, width: 361, height: 618))
        #expect(controller.titleLabel.frame.width == 361)
        #expect(controller.bodyLabel.frame.minY == controller.titleLabel.frame.maxY + 12)
    }

    @Test func aProfileHeaderCentresItsAvatarUnderTheSafeArea() {
        let controller = ProfileHeaderViewController()
        _ = shown(controller)
        // (393 − 96) / 2 = 148.5 lies between pixels: 446 / 3.
        #expect(controller.avatar.frame == CGRect(x: 446.0 / 3, y: 83, width: 96, height: 96))
        #expect(controller.nameLabel.frame.minX == 16 && controller.nameLabel.frame.width == 361)
        #expect(controller.nameLabel.frame.minY == 191)
        let counters = controller.followers.superview
        #expect(counters?.frame.minY == controller.nameLabel.frame.maxY + 8)
        #expect(counters?.frame.width == 361)
    }

    #if !canImport(UIKit)
    // Headless only: it drives HeadlessUIKit's simulated input (keyboard, rotation, typing, gestures, run loop).
    @Test func aComposeScreenRidesOnTheKeyboard() {
        let controller = ComposeViewController()
        let window = shown(controller)
        #expect(controller.sendBar.frame == CGRect(x: 0, y: 766, width: 393, height: 52))
        #expect(controller.textArea.frame == CGRect(x: 16, y: 59, width: 361, height: 707))
        window.headlessKeyboard.show(duration: 0)
        window.layoutIfNeeded()
        #expect(controller.sendBar.frame.maxY == window.headlessKeyboard.frame.minY)
        #expect(controller.textArea.frame.maxY == controller.sendBar.frame.minY)
    }
    #endif

    @Test func aFormWithPins() {
        let controller = PinnedFormViewController()
        _ = shown(controller)
        #expect(controller.nameField.frame == CGRect(x: 16, y: 83, width: 361, height: 44))
        #expect(controller.emailField.frame == CGRect(x: 16, y: 139, width: 361, height: 44))
        // Centred on the fields' 196.5: 116.5 lies between pixels, 350 / 3.
        #expect(controller.saveButton.frame == CGRect(x: 350.0 / 3, y: 207, width: 160, height: 50))
    }

    @Test func aBannerUpdatedWithPins() {
        let controller = PinnedBannerViewController()
        let window = shown(controller)
        #expect(controller.banner.frame == CGRect(x: 0, y: 59, width: 393, height: 60))
        controller.expand()
        window.layoutIfNeeded()
        #expect(controller.banner.frame == CGRect(x: 0, y: 59, width: 393, height: 120))
        #expect(controller.banner.constraints.filter { $0.firstAttribute == .height }.count == 1)
    }

    @Test func aCaptionInAGuideOfTheAppsOwnClass() {
        let controller = CaptionGuideViewController()
        _ = shown(controller)
        // An `owningView` override with `weak` compiles as against UIKit and sees the one
        // attachment `addLayoutGuide(_:)` makes.
        #expect(controller.guide.owningView === controller.view && controller.guide.attachments == 1)
        #expect(controller.guide.layoutFrame == CGRect(x: 20, y: 69, width: 200, height: 40))
        #expect(controller.caption.frame == CGRect(x: 20, y: 69, width: 200, height: 40))
        #expect(controller.badge.frame == CGRect(x: 228, y: 77, width: 24, height: 24))
    }

    @Test func aCardWithTypedAnchors() {
        let controller = AnchoredCardViewController()
        _ = shown(controller)
        #expect(controller.card.frame == CGRect(x: 16, y: 120, width: 361, height: 160))
        #expect(controller.titleView.frame == CGRect(x: 16, y: 16, width: 329, height: 24))
        // Half of 329 is 164.5; the right edge, 180.5, lies between pixels: 542 / 3.
        #expect(controller.subtitleView.frame == CGRect(x: 16, y: 48, width: 542.0 / 3 - 16, height: 20))
    }

    @Test func twoPanesWithTypedAnchors() {
        let controller = AnchoredSplitViewController()
        _ = shown(controller)
        // sidebar = detail / 2 and sidebar + detail = 393.
        #expect(controller.sidebar.frame == CGRect(x: 0, y: 0, width: 131, height: 852))
        #expect(controller.detail.frame == CGRect(x: 131, y: 0, width: 262, height: 852))
    }

    #if !canImport(UIKit)
    // Headless only: it drives HeadlessUIKit's simulated input (keyboard, rotation, typing, gestures, run loop).
    @Test func anAdaptiveCardSwitchesWithTheVerticalSizeClass() {
        let controller = AdaptiveCardViewController()
        let window = shown(controller)
        // Regular height: the image centred at the top of the margins ((393 − 120) / 2 = 136.5,
        // between pixels: 410 / 3), the text 16 below it across the margins.
        #expect(isClose(controller.image.frame, CGRect(x: 410.0 / 3, y: 59, width: 120, height: 120)))
        #expect(controller.text.frame == CGRect(x: 16, y: 195, width: 361, height: 80))
        // Compact height (landscape, 852 × 393, margins 59 + 16 in from each side): side by side.
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(controller.image.frame == CGRect(x: 75, y: 0, width: 120, height: 120))
        #expect(controller.text.frame == CGRect(x: 211, y: 0, width: 566, height: 80))
    }
    #endif

    @Test func rowsInAStackViewWithLayoutMargins() {
        let controller = StackedRowsViewController()
        _ = shown(controller)
        // 12 + 44 + 8 + 44 + 8 + 88 + 12 tall; rows 20 points in from each side.
        #expect(controller.stack.frame == CGRect(x: 0, y: 59, width: 393, height: 216))
        #expect(controller.rows.map(\.frame) == [
            CGRect(x: 20, y: 12, width: 353, height: 44),
            CGRect(x: 20, y: 64, width: 353, height: 44),
            CGRect(x: 20, y: 116, width: 353, height: 88),
        ])
    }

    @Test func aToolbarInUIKitsVisualFormatLanguage() {
        let controller = FormatToolbarViewController()
        _ = shown(controller)
        // `|-` is the margin (16), `-` between views is 8; the title is centred on the buttons.
        #expect(controller.back.frame == CGRect(x: 16, y: 67, width: 44, height: 44))
        #expect(controller.share.frame == CGRect(x: 333, y: 67, width: 44, height: 44))
        #expect(controller.titleView.frame == CGRect(x: 68, y: 75, width: 257, height: 28))
    }

    #if !canImport(UIKit)
    // Headless only: it drives HeadlessUIKit's simulated input (keyboard, rotation, typing, gestures, run loop).
    @Test func aSignUpScreenWithTheHelper() throws {
        let controller = HelperSignUpViewController()
        _ = shown(controller)
        #expect(controller.layout != nil)
        let email = controller.email.frame, password = controller.password.frame, button = controller.button.frame
        // `|-` in the helper's formats is the margin: 16 points on this screen.
        #expect(email == CGRect(x: 16, y: 80, width: 361, height: 44))
        #expect(password.minY == 136 && password.minX == email.minX && password.width == email.width)
        #expect(button.minY == 204 && button.height == 50)
        // 180.5 wide, centred on 196.5: both edges lie between pixels, 319 / 3 and 860 / 3.
        #expect(button.minX == 319.0 / 3 && button.maxX == 860.0 / 3)
        // The form as the user fills it: return moves from the email field to the password,
        // return there signs up and ends editing.
        var signedUp: [String] = []
        controller.onSignUp = { signedUp.append($0) }
        controller.email.headlessType("ada@example.com")
        controller.email.headlessPressReturn()
        #expect(controller.password.isFirstResponder && !controller.email.isEditing)
        controller.password.headlessType("secret")
        controller.password.headlessPressReturn()
        #expect(signedUp == ["ada@example.com"] && !controller.password.isFirstResponder)
        // The text line sits in the middle of the 44-point field.
        controller.view.layoutIfNeeded()
        let line = try #require(controller.email.subviews.first as? UILabel)
        // (44 − 20⅓) / 2 = 11⅚, on the 3× grid 12, as the recorded 30-point field's 4⅚ became 5.
        #expect(line.text == "ada@example.com" && line.frame.minY == 12 && line.frame.width == 361)
        controller.button.sendActions(for: .touchUpInside)
        #expect(signedUp.count == 2)
    }
    #endif

    #if !canImport(UIKit)
    // Headless only: it drives HeadlessUIKit's simulated input (keyboard, rotation, typing, gestures, run loop).
    @Test func aSearchScreenUsesControlsGesturesAndAnAnimator() throws {
        let controller = SearchFilterViewController()
        let window = shown(controller)
        // The header sits on the safe area (59 from the top) inside 16-point insets: a 56-point
        // search bar, 8 points, a 32-point segmented control.
        #expect(controller.searchBar.frame == CGRect(x: 0, y: 0, width: 361, height: 56))
        #expect(controller.searchBar.superview?.frame == CGRect(x: 16, y: 59, width: 361, height: 96))
        #expect(controller.scope.frame == CGRect(x: 0, y: 64, width: 361, height: 32))
        #expect(controller.spinner.frame == CGRect(x: 178, y: 420, width: 37, height: 37) && controller.spinner.isHidden)
        // Typing searches: the spinner shows until results arrive.
        controller.searchBar.searchTextField.headlessType("tea")
        #expect(controller.queries == ["tea"] && controller.spinner.isAnimating && !controller.spinner.isHidden)
        controller.showResults(12)
        window.layoutIfNeeded()
        #expect(controller.spinner.isHidden && controller.countLabel.text == "12 results")
        #expect(controller.countLabel.frame.minX == 16 && controller.countLabel.frame.minY == 59 + 96 + 12)
        // A tap outside ends editing; a long press shows the toast above the home indicator.
        #expect(controller.searchBar.searchTextField.isFirstResponder)
        #expect(controller.dismissTap.headlessRecognize())
        #expect(!controller.searchBar.searchTextField.isFirstResponder)
        #expect(controller.toast.frame.minY == 852 && controller.toast.alpha == 0)
        HeadlessEnvironment.animationLog.removeAll()
        #expect(controller.copyPress.headlessRecognize(.began))
        window.layoutIfNeeded()
        // Centred: x 116.5 rounds to the 3× grid, 350 / 3.
        #expect(controller.toast.frame == CGRect(x: 350.0 / 3, y: 852 - 34 - 44 - 16, width: 160, height: 44) && controller.toast.alpha == 1)
        #expect(HeadlessEnvironment.animationLog.map(\.kind) == [.propertyAnimator])
        HeadlessRunLoop.main.drain()
        #expect(controller.toast.accessibilityLabel == "Copied to the clipboard")
        // Changing the scope reloads.
        controller.scope.headlessSelectSegment(at: 2)
        #expect(controller.scope.selectedSegmentIndex == 2 && controller.spinner.isAnimating)
    }
    #endif
}
