import Foundation
import HeadlessUIKit
import Testing

/// Navigation and tab bar controllers: bar frames and the safe area they give the child.
///
/// Sources: the safe area "reflects the area not covered by navigation bars, tab bars, toolbars"
/// (Apple, UIView.safeAreaInsets); the child's view fills the container under translucent bars
/// (`edgesForExtendedLayout` defaults to all). Navigation bar: (0, 20, 375, 44) on a 375 × 667
/// phone, "a status bar (20 points) and navigation bar (44 points)" (useyourloaf.com, "Supporting
/// iPhone X"); `UINavigationBar … frame = (0 53.6667; 430 44)` on an iPhone 15 Pro Max
/// (GKNavigationBarSwift issue 41), and a child `safeAreaInsets.top` of 97.666… there
/// (thedebonair.co.uk, "Why does view.safeAreaInsets.top contain a bad value"); 32 points at
/// y = 0 in compact landscape (useyourloaf); 50 on iPad (hacknicity, iOS 12); large titles add
/// 52 (hacknicity). Tab bar: `UITabBar … frame = (0 729; 375 83)` on an iPhone X, 49 points on
/// phones without a home indicator, 32 + 21 in compact landscape (QMUI's constants). Toolbar:
/// `UIToolbar … frame = (0 623; 375 44)` on a 375 × 667 phone.
@Suite @MainActor struct ContainerGeometryTests {
    private let keeper = WindowKeeper()

    private func shown(_ controller: UIViewController, on device: HeadlessDevice, _ orientation: HeadlessOrientation = .portrait) -> UIWindow {
        let window = UIWindow(headlessDevice: device, orientation: orientation)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return keeper.keep(window)
    }

    @Test(arguments: [
        (HeadlessDevice.iPhoneSE, HeadlessOrientation.portrait, CGRect(x: 0, y: 20, width: 375, height: 44), UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        (.iPhone15, .portrait, CGRect(x: 0, y: 161.0 / 3, width: 393, height: 44), UIEdgeInsets(top: (161.0 / 3 + 44), left: 0, bottom: 34, right: 0)),
        (.iPhone15ProMax, .portrait, CGRect(x: 0, y: 161.0 / 3, width: 430, height: 44), UIEdgeInsets(top: (161.0 / 3 + 44), left: 0, bottom: 34, right: 0)),
        (.iPhone15, .landscape, CGRect(x: 0, y: 0, width: 852, height: 32), UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59)),
        (.iPhone15ProMax, .landscape, CGRect(x: 0, y: 0, width: 932, height: 44), UIEdgeInsets(top: 44, left: 59, bottom: 21, right: 59)),
        (.iPadPro11, .portrait, CGRect(x: 0, y: 24, width: 834, height: 50), UIEdgeInsets(top: 74, left: 0, bottom: 20, right: 0)),
    ])
    func aNavigationBarCoversTheTopOfTheChild(device: HeadlessDevice, orientation: HeadlessOrientation, bar: CGRect, insets: UIEdgeInsets) {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = shown(navigation, on: device, orientation)
        #expect(navigation.navigationBar.frame == bar)
        #expect(child.view.frame == window.bounds)
        #expect(child.view.safeAreaInsets == insets)
        #expect(child.navigationController === navigation)
    }

    @Test func aChildsMarginsSitBelowTheBar() {
        let child = UIViewController()
        let margins = child.view.layoutMarginsGuide
        _ = shown(UINavigationController(rootViewController: child), on: .iPhone15)
        // 16 from the sides; from the bar's bottom (97.667) to the home indicator's top (818).
        let frame = margins.layoutFrame
        #expect(frame.minX == 16 && frame.width == 361)
        #expect(abs(frame.minY - (161.0 / 3 + 44)) < 1e-9 && abs(frame.maxY - 818) < 1e-9)
    }

    @Test func largeTitlesAdd52PointsWhereTheHeightIsRegular() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.navigationBar.prefersLargeTitles = true
        let window = shown(navigation, on: .iPhoneSE)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
        #expect(child.view.safeAreaInsets.top == 116)
        // A pushed controller that asks for a standard title gets one.
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 64)
        // In compact-height landscape large titles do not show.
        navigation.popViewController(animated: false)
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
    }

    /// Custom views of bar button items: 16 points from the edges and 8 apart below 414 points
    /// of width, 20 and 10 from 414 (mo4tech.com, measured on iOS 11), centred in the row.
    @Test(arguments: [(HeadlessDevice.iPhone15, CGFloat(16), CGFloat(8)), (.iPhone15ProMax, 20, 10)])
    func barButtonCustomViewsSitInTheBar(device: HeadlessDevice, edge: CGFloat, spacing: CGFloat) {
        let child = UIViewController()
        let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let compose = UIView()
        compose.translatesAutoresizingMaskIntoConstraints = false
        compose.widthAnchor.constraint(equalToConstant: 44).isActive = true
        compose.heightAnchor.constraint(equalToConstant: 44).isActive = true
        child.navigationItem.leftBarButtonItems = [UIBarButtonItem(customView: avatar), UIBarButtonItem(customView: badge)]
        child.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: compose)
        let navigation = UINavigationController(rootViewController: child)
        let window = shown(navigation, on: device)
        let width = window.bounds.width
        #expect(avatar.superview === navigation.navigationBar)
        #expect(avatar.frame == CGRect(x: edge, y: 7, width: 30, height: 30))
        #expect(badge.frame == CGRect(x: edge + 30 + spacing, y: 12, width: 20, height: 20))
        #expect(isClose(compose.frame, CGRect(x: width - edge - 44, y: 0, width: 44, height: 44)))
        // A new item on the top controller moves in at the next layout.
        let title = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 24))
        child.navigationItem.titleView = title
        navigation.view.setNeedsLayout()
        window.layoutIfNeeded()
        // Centred, on the 3× pixel grid: 146.5 on the 393-point phone is not a pixel edge.
        let centred = ((width - 100) / 2 * 3).rounded() / 3
        #expect(isClose(title.frame, CGRect(x: centred, y: 10, width: 100, height: 24)))
    }

    @Test func aHiddenBarLeavesTheWindowsSafeArea() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = shown(navigation, on: .iPhone15)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        navigation.isNavigationBarHidden = false
        window.layoutIfNeeded()
        #expect(child.view.safeAreaInsets.top == (161.0 / 3 + 44))
    }

    @Test func anOpaqueBarPutsTheChildBelowIt() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.navigationBar.isTranslucent = false
        _ = shown(navigation, on: .iPhoneSE)
        #expect(child.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
        #expect(child.view.safeAreaInsets == .zero)
    }

    @Test func theToolbarSitsAboveTheBottomInset() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.isToolbarHidden = false
        let window = shown(navigation, on: .iPhoneSE)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(child.view.safeAreaInsets.bottom == 44)
        #expect(window.bounds.height == 667)
    }

    @Test(arguments: [
        (HeadlessDevice.iPhoneSE, HeadlessOrientation.portrait, CGRect(x: 0, y: 618, width: 375, height: 49)),
        (.iPhone15, .portrait, CGRect(x: 0, y: 769, width: 393, height: 83)),
        (.iPhone15, .landscape, CGRect(x: 0, y: 340, width: 852, height: 53)),
        (.iPadPro11, .portrait, CGRect(x: 0, y: 1129, width: 834, height: 65)),
    ])
    func aTabBarCoversTheBottomOfTheChild(device: HeadlessDevice, orientation: HeadlessOrientation, bar: CGRect) {
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = shown(tabs, on: device, orientation)
        #expect(tabs.tabBar.frame == bar)
        #expect(first.view.frame == window.bounds)
        #expect(first.view.safeAreaInsets.bottom == bar.height)
        #expect(first.tabBarController === tabs)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(second.view.safeAreaInsets.bottom == bar.height)
    }

    @Test func aNavigationControllerInATabGetsBothBars() {
        let child = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: child)]
        _ = shown(tabs, on: .iPhone15)
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: (161.0 / 3 + 44), left: 0, bottom: 83, right: 0))
    }
}
