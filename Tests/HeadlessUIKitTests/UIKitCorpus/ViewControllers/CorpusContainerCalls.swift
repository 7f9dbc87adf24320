#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Every container call HeadlessUIKit offers, written as an app writes them, so that the iOS SDK
/// typecheck covers their names, labels and optionality. Returns what a test can check.
@MainActor enum CorpusContainerCalls {
    /// Builds tabs over a navigation stack, moves through the stack and configures the bars;
    /// returns the tabs, the navigation controller and the controller left on top.
    static func run() -> (tabs: UITabBarController, navigation: UINavigationController, top: UIViewController?) {
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        navigation.viewControllers = navigation.viewControllers + [third]
        _ = navigation.popToViewController(second, animated: false)
        _ = navigation.popViewController(animated: true)
        navigation.setViewControllers([first, second], animated: false)
        _ = navigation.popToRootViewController(animated: false)
        navigation.setNavigationBarHidden(false, animated: false)
        navigation.isNavigationBarHidden = false
        navigation.setToolbarHidden(false, animated: false)
        navigation.isToolbarHidden = true

        let bar: UINavigationBar = navigation.navigationBar
        bar.prefersLargeTitles = true
        bar.isTranslucent = true
        bar.setItems(bar.items, animated: false)
        _ = bar.topItem?.title
        _ = bar.backItem

        let toolbar: UIToolbar = navigation.toolbar
        toolbar.isTranslucent = true
        toolbar.setItems([.flexibleSpace(), UIBarButtonItem(systemItem: .done), .fixedSpace(8)], animated: false)
        first.setToolbarItems(toolbar.items, animated: false)
        first.toolbarItems = nil
        first.edgesForExtendedLayout = [.top, .bottom]
        first.extendedLayoutIncludesOpaqueBars = false

        let item = first.navigationItem
        item.largeTitleDisplayMode = .never
        item.titleView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        let button = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30)))
        button.width = 30
        item.rightBarButtonItems = [button]

        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, UIViewController()], animated: false)
        tabs.viewControllers = tabs.viewControllers
        tabs.selectedIndex = 1
        tabs.selectedViewController = navigation
        let tabBar: UITabBar = tabs.tabBar
        tabBar.isTranslucent = true
        tabBar.setItems(tabBar.items, animated: false)
        _ = tabBar.selectedItem

        _ = first.navigationController?.visibleViewController
        _ = first.tabBarController?.selectedIndex
        return (tabs, navigation, navigation.topViewController)
    }
}
