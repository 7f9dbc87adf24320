import Foundation
import HeadlessUIKit
import Testing

/// A controller that records its appearance callbacks.
private final class RecordingController: UIViewController {
    var events: [String] = []
    override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
    override func didMove(toParent parent: UIViewController?) { events.append(parent == nil ? "didMove(nil)" : "didMove") }
}

extension String {
    /// Whether the event is an appearance callback (the order of containment calls around them
    /// is not asserted: no source pins it for pushes without animation).
    fileprivate var isAppearance: Bool { hasSuffix("Appear") || hasSuffix("Disappear") }
}

/// Pushing and popping without animation: UIKit's containment calls, the appearance callbacks
/// of the controllers that come and go, and the stack.
@Suite @MainActor struct NavigationStackTests {
    private let keeper = WindowKeeper()

    @Test func pushAndPopRunTheCallbacksOfBothControllers() {
        let root = RecordingController(), detail = RecordingController()
        let navigation = UINavigationController(rootViewController: root)
        let window = keeper.keep(UIWindow(headlessDevice: .iPhone15, orientation: .portrait))
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(root.events.filter(\.isAppearance) == ["willAppear", "didAppear"])
        #expect(root.events.contains("didMove"))
        root.events.removeAll()

        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail)
        #expect(root.events == ["willDisappear", "didDisappear"])
        #expect(detail.events.filter(\.isAppearance) == ["willAppear", "didAppear"])
        #expect(detail.events.contains("didMove"))
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(navigation.navigationBar.backItem === root.navigationItem)

        detail.events.removeAll()
        root.events.removeAll()
        let popped = navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(popped === detail)
        #expect(detail.parent == nil)
        #expect(detail.events.filter(\.isAppearance) == ["willDisappear", "didDisappear"])
        #expect(detail.events.last == "didMove(nil)")
        #expect(root.events == ["willAppear", "didAppear"])
        #expect(navigation.popViewController(animated: false) == nil)
    }

    /// The container calls of `CorpusContainerCalls` (which typecheck against the iOS SDK) leave
    /// the state UIKit leaves.
    @Test func everyContainerCallKeepsTheStackAndTheTabsConsistent() {
        let (tabs, navigation, top) = CorpusContainerCalls.run()
        #expect(navigation.viewControllers.count == 1)
        #expect(top === navigation.viewControllers.first)
        #expect(tabs.selectedViewController === navigation && tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === navigation.tabBarItem)
        #expect(navigation.isToolbarHidden && !navigation.isNavigationBarHidden)
        #expect(navigation.toolbar.items?.count == 3)
        #expect(top?.navigationController === navigation && top?.tabBarController === tabs)
    }

    @Test func popToRootReturnsWhatLeft() {
        let root = UIViewController(), second = UIViewController(), third = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        #expect(navigation.popToViewController(second, animated: false) == [third])
        navigation.pushViewController(third, animated: false)
        #expect(navigation.popToRootViewController(animated: false) == [second, third])
        #expect(navigation.children == [root])
        #expect(navigation.popToRootViewController(animated: false) == nil)
    }
}
