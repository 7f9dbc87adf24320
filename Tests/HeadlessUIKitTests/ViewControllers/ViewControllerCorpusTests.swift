import Foundation
import HeadlessUIKit
import Testing

/// Screens written as UIKit apps write them (the `UIKitCorpus/ViewControllers` files, which also
/// typecheck against the iOS SDK), shown as a window's root view controller.
///
/// Expected frames follow from the controller's root view facts the geometry tests cite: on an
/// iPhone 15 in portrait the root view is 393 × 852 with a safe area of 59 at the top and 34 at
/// the bottom (dimmmensions' simulator dump, "iPhone 14 Pro", same screen), and its margins are
/// 16 points from the safe area's sides and 0 from its top and bottom
/// (useyourloaf.com/blog/changing-root-view-layout-margins/). A visual format `|-` against the
/// superview means its margin (Apple's Visual Format Language reference: "standard spacing" to
/// the superview edge), system spacing between stacked views is 8 points (WWDC 2017 session 412),
/// and the readable content guide is never wider than 672 points at the default text size
/// (useyourloaf.com/blog/readable-content-guides/).
@Suite @MainActor struct ViewControllerCorpusTests {
    private let keeper = WindowKeeper()

    /// A window showing `controller`; the test keeps it, as an app keeps its window.
    private func shown<Controller: UIViewController>(
        _ controller: Controller, on device: HeadlessDevice = .iPhone15, _ orientation: HeadlessOrientation = .portrait
    ) -> UIWindow {
        let window = UIWindow(headlessDevice: device, orientation: orientation)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return keeper.keep(window)
    }

    @Test func aSignInScreenSitsInTheMarginsUnderTheSafeArea() {
        let controller = CorpusLoginViewController()
        let log = HeadlessLog.capture { _ = shown(controller) }
        #expect(log.isEmpty)
        // Centred at 196.5, the logo's 156.5 lies between pixels of the 3× screen: 470 / 3.
        #expect(controller.logo.frame == CGRect(x: 470.0 / 3, y: 99, width: 80, height: 80))
        #expect(controller.emailField.frame == CGRect(x: 16, y: 211, width: 361, height: 44))
        #expect(controller.passwordField.frame == CGRect(x: 16, y: 267, width: 361, height: 44))
        #expect(controller.signInButton.frame == CGRect(x: 16, y: 335, width: 361, height: 50))
    }

    @Test func aSignInScreenFollowsARotation() {
        let controller = CorpusLoginViewController()
        let window = shown(controller)
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        // Landscape: 852 × 393, safe area 59 on both sides and 21 at the bottom; margins 16
        // from the safe area's sides.
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(controller.logo.frame == CGRect(x: 386, y: 40, width: 80, height: 80))
        #expect(controller.emailField.frame == CGRect(x: 75, y: 152, width: 702, height: 44))
    }

    @Test func aDetailScreenOverlapsItsHeaderAndFillsTheSafeArea() {
        let controller = CorpusDetailViewController()
        _ = shown(controller)
        #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 393, height: 213))
        #expect(controller.avatar.frame == CGRect(x: 16, y: 165, width: 96, height: 96))
        #expect(controller.panel.frame == CGRect(x: 0, y: 277, width: 393, height: 541))
    }

    @Test func anOnboardingPageLaidOutWithTheVisualFormatLanguage() {
        let controller = CorpusOnboardingViewController()
        let log = HeadlessLog.capture { _ = shown(controller) }
        #expect(log.isEmpty)
        #expect(controller.illustration.frame == CGRect(x: 16, y: 91, width: 361, height: 240))
        #expect(controller.caption.frame == CGRect(x: 16, y: 355, width: 361, height: 80))
        #expect(controller.continueButton.frame == CGRect(x: 16, y: 752, width: 361, height: 50))
    }

    @Test func aFormInTheReadableGuideFollowsTheKeyboard() {
        let controller = CorpusProfileFormViewController()
        let window = shown(controller)
        #expect(controller.nameField.frame == CGRect(x: 16, y: 79, width: 361, height: 44))
        #expect(controller.bioField.frame == CGRect(x: 16, y: 139, width: 361, height: 120))
        // Without a keyboard the keyboard guide's top is the safe area's bottom.
        #expect(controller.saveButton.frame == CGRect(x: 16, y: 756, width: 361, height: 50))
        window.headlessKeyboard.show(duration: 0)
        window.layoutIfNeeded()
        #expect(controller.saveButton.frame.maxY == window.headlessKeyboard.frame.minY - 12)
        #expect(controller.saveButton.frame.width == 361)
    }

    @Test func aFormInTheReadableGuideStaysReadableOnAnIPad() {
        let controller = CorpusProfileFormViewController()
        _ = shown(controller, on: .iPadPro11)
        // 834 wide: the margins are 794 wide, the readable guide 672, centred.
        #expect(controller.nameField.frame == CGRect(x: 81, y: 44, width: 672, height: 44))
    }

    @Test func aSettingsStackScrollsUnderTheHomeIndicator() {
        let controller = CorpusSettingsViewController()
        _ = shown(controller)
        #expect(controller.scrollView.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        // Twelve 44-point rows one point apart, 20 points of content inset above and below.
        #expect(controller.stack.frame == CGRect(x: 0, y: 20, width: 393, height: 539))
        #expect(controller.scrollView.contentSize == CGSize(width: 393, height: 579))
        #expect(controller.rows[11].frame == CGRect(x: 0, y: 495, width: 393, height: 44))
        // The scroll view reaches under the home indicator. Its automatic inset adjustment
        // applies to scrollable axes only (UIScrollView.ContentInsetAdjustmentBehavior
        // documentation): none while the rows fit, the home indicator's 34 once they do not.
        #expect(controller.scrollView.adjustedContentInset.bottom == 0)
        for _ in 0..<10 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
            controller.stack.addArrangedSubview(row)
        }
        controller.view.layoutIfNeeded()
        #expect(abs(controller.scrollView.contentSize.height - (22 * 45 - 1 + 40)) < 1e-9)
        #expect(controller.scrollView.adjustedContentInset.bottom == 34)
    }

    @Test func aTabbedAppWithNavigationStacks() throws {
        let (tabs, list) = CorpusTabbedApp.makeRoot()
        let window = shown(tabs)
        // Large title bar: 53.667 + 96; the card 12 below it, inside 16-point margins.
        #expect(isClose(list.card.frame, CGRect(x: 16, y: 485.0 / 3, width: 361, height: 120)))
        #expect(list.view.safeAreaInsets.bottom == 83)
        let detail = CorpusTabbedApp.DetailViewController()
        list.navigationController?.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        // The toolbar (44) shows above the tab bar (83): the footer rests on it.
        let toolbar = try #require(detail.navigationController?.toolbar)
        #expect(toolbar.frame == CGRect(x: 0, y: 725, width: 393, height: 44))
        #expect(detail.footer.frame == CGRect(x: 0, y: 685, width: 393, height: 40))
        #expect(abs(detail.view.safeAreaInsets.top - (161.0 / 3 + 44)) < 1e-9)
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"])
    }

    @Test func childControllersShareTheirParentsSafeArea() {
        let controller = CorpusSplitContainerViewController()
        _ = shown(controller)
        #expect(controller.children.count == 2)
        #expect(controller.list.parent === controller)
        // 40 % of 852 is 340.8, on the 3× pixel grid 340.667.
        #expect(controller.list.view.frame == CGRect(x: 0, y: 0, width: 393, height: 1022.0 / 3))
        #expect(controller.detail.view.frame == CGRect(x: 0, y: 1022.0 / 3, width: 393, height: 852 - 1022.0 / 3))
        #expect(controller.list.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        // The detail is clear of the status bar; its bottom is the home indicator plus the
        // 56 points its parent added.
        #expect(controller.detail.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 90, right: 0))
        controller.removeDetail()
        #expect(controller.children.count == 1)
        #expect(controller.detail.parent == nil)
        #expect(controller.detail.view.superview == nil)
    }
}
