import Foundation
import HeadlessUIKit
import Testing

/// Navigation and tab bars over a table, as developers printed iOS 13–15 hierarchies with
/// `recursiveDescription` and UIKit's warnings (case ids J01–J05 in
/// docs/research/fidelity-sources.md, which gives the sources): on a 428 × 926 phone with a
/// 47-point status area, a navigation bar at (0 47; 428 44) over a full-screen content view and a
/// table whose adjusted inset is {91, 0, 34, 0} (offset −91); on a 414 × 896 phone (44 points)
/// inside a tab bar controller, the table's adjusted inset is {88, 0, 83, 0} (offset −88); tab
/// bars 49 high plus the home indicator's inset (J04) and navigation bars 44 high below a
/// 20-point status bar (J05).
@Suite @MainActor struct BarsFidelityTests {
    private final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    private func shown(_ root: UIViewController, _ width: CGFloat, _ height: CGFloat, top: CGFloat) -> UIWindow {
        let device = FidelityFixture.device(width, height, scale: 3, safeArea: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func aNavigationBarBelowA47PointStatusArea() {
        let rows = Rows(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        let window = shown(navigation, 428, 926, top: 47)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 428, height: 44))
        #expect(rows.view.convert(rows.view.bounds, to: window) == CGRect(x: 0, y: 0, width: 428, height: 926))
        #expect(rows.view.safeAreaInsets.top == 91)
        #expect(rows.tableView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(rows.tableView.contentOffset.y == -91)
    }

    @Test func navigationAndTabBarsAroundATable() {
        let rows = Rows(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = shown(tabs, 414, 896, top: 44)
        #expect(rows.tableView.convert(rows.tableView.bounds, to: window).size == CGSize(width: 414, height: 896))
        #expect(rows.tableView.adjustedContentInset == UIEdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
        #expect(rows.tableView.contentOffset.y == -88)
    }

    @Test(arguments: [(CGFloat(375), CGFloat(812), CGFloat(44), CGFloat(34)), (375, 667, 20, 0), (320, 568, 20, 0)])
    func tabBarsSitOnTheHomeIndicatorOrTheBottom(size: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        // J04: (0 729; 375 83) on a 375 × 812 phone, (0 618; 375 49) on 375 × 667, (0 519; 320 49)
        // on 320 × 568.
        let (width, height, top, bottom) = size
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        let device = FidelityFixture.device(width, height, scale: 3, safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: height - 49 - bottom, width: width, height: 49 + bottom))
    }

    @Test(arguments: [CGFloat(320), 375])
    func navigationBarsBelowA20PointStatusBar(width: CGFloat) {
        // J05: (0 20; 320 44) and (0 20; 375 44) on pre-notch phones.
        let navigation = UINavigationController(rootViewController: UIViewController())
        let device = FidelityFixture.device(width, width == 320 ? 480 : 667, scale: 2, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: width, height: 44))
    }
}
