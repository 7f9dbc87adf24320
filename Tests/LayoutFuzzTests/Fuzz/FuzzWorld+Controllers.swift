#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps with view controllers: a root controller (plain, in a navigation controller, or in tabs),
// pushes and pops, tab switches, bars hidden and shown, large titles, bar items with custom
// views, and presentations. Each controller's view holds a content view that fills it by its
// autoresizing mask, as an app's screen does; the sequence holds the content view, so the other
// steps lay out inside it (a controller's own view stays the container's to size). A popped or
// dismissed controller is dropped and must go away.
extension FuzzWorld {
    /// The navigation controller of the current root, if it has one.
    private var navigation: UINavigationController? {
        (window.rootViewController as? UINavigationController)
            ?? ((window.rootViewController as? UITabBarController)?.selectedViewController as? UINavigationController)
    }

    /// A new controller whose view the sequence holds.
    private func makeController(_ random: inout FuzzRandom) -> UIViewController {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = random.chance(20) ? UIEdgeInsets(top: 0, left: 0, bottom: CGFloat(random.below(60)), right: 0) : .zero
        if random.chance(30) {
            controller.navigationItem.largeTitleDisplayMode = random.pick([.automatic, .always, .never, .inline])
        }
        if random.chance(30) {
            let item = makeView(&random)
            item.frame = CGRect(x: 0, y: 0, width: CGFloat(random.below(60)), height: CGFloat(random.below(50)))
            controller.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: item)
        }
        let content = UIView(frame: controller.view.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(content)
        hold(content)
        return controller
    }

    func rootController(_ random: inout FuzzRandom) {
        if let old = window.rootViewController { dropControllerViews(of: old) }
        let root: UIViewController
        switch random.below(3) {
        case 0:
            root = makeController(&random)
            note("root controller: plain")
        case 1:
            let navigation = UINavigationController(rootViewController: makeController(&random))
            navigation.navigationBar.prefersLargeTitles = random.chance(50)
            root = navigation
            note("root controller: navigation, large titles \(navigation.navigationBar.prefersLargeTitles)")
        default:
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: makeController(&random)), makeController(&random)]
            root = tabs
            note("root controller: tabs")
        }
        window.rootViewController = root
    }

    func push(_ random: inout FuzzRandom) {
        guard let navigation else { return }
        navigation.pushViewController(makeController(&random), animated: false)
        note("push, \(navigation.viewControllers.count) on the stack")
    }

    func pop(_ random: inout FuzzRandom) {
        guard let navigation, let popped = navigation.popViewController(animated: false) else { return }
        dropControllerViews(of: popped)
        note("pop, \(navigation.viewControllers.count) on the stack")
    }

    func controllerChange(_ random: inout FuzzRandom) {
        switch random.below(4) {
        case 0:
            guard let tabs = window.rootViewController as? UITabBarController else { return }
            tabs.selectedIndex = random.below(2)
            note("tab \(tabs.selectedIndex)")
        case 1:
            guard let navigation else { return }
            navigation.setNavigationBarHidden(random.chance(50), animated: false)
            note("navigation bar hidden \(navigation.isNavigationBarHidden)")
        case 2:
            guard let navigation else { return }
            navigation.setToolbarHidden(random.chance(50), animated: false)
            note("toolbar hidden \(navigation.isToolbarHidden)")
        default:
            guard let root = window.rootViewController else { return }
            if let presented = root.presentedViewController {
                root.dismiss(animated: false)
                dropControllerViews(of: presented)
                note("dismiss")
            } else {
                let sheet = makeController(&random)
                sheet.modalPresentationStyle = random.pick([.fullScreen, .pageSheet, .formSheet, .automatic])
                root.present(sheet, animated: false)
                note("present \(sheet.modalPresentationStyle)")
            }
        }
    }

    /// Drops the views of `controller` and of the controllers it contains: none may outlive it.
    private func dropControllerViews(of controller: UIViewController) {
        for child in [controller] + controller.children.flatMap({ [$0] + $0.children }) {
            if let view = child.viewIfLoaded { release(view) }
        }
    }
}
#endif
