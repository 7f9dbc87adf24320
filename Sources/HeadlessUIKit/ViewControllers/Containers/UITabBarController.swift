#if !canImport(UIKit)
import Foundation

/// View controllers switched by a tab bar: the selected one's view fills the controller's view
/// and the tab bar, at the bottom, covers it as a safe-area inset. Bar frames follow
/// `HeadlessBarMetrics`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selected = 0
    private let bar = UITabBar()

    /// Creates a tab bar controller without tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tab bar.
    open var tabBar: UITabBar { bar }

    /// The controllers of the tabs, in order.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the first is selected unless the selected controller stays.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        for controller in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            hideChildView(controller)
            controller.removeFromParent()
        }
        var added: [UIViewController] = []
        for controller in viewControllers ?? [] where controller.parent !== self {
            addChild(controller)
            added.append(controller)
        }
        tabs = viewControllers
        selected = (viewControllers ?? []).firstIndex { $0 === previous } ?? 0
        bar.items = viewControllers?.map { $0.tabBarItem }
        showSelected(replacing: previous)
        for controller in added { controller.didMove(toParent: self) }
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let tabs, tabs.indices.contains(newValue), newValue != selected else { return }
            let previous = selectedViewController
            selected = newValue
            showSelected(replacing: previous)
        }
    }

    /// The controller of the selected tab.
    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selected) else { return nil }
            return tabs[selected]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Makes the container's view: the selected controller's view under the tab bar.
    open override func loadView() {
        let root = UIView(frame: .zero)
        view = root
        root.addSubview(bar)
        showSelected(replacing: nil)
    }

    private func showSelected(replacing previous: UIViewController?) {
        bar.selectedItem = selectedViewController?.tabBarItem
        if let previous, previous !== selectedViewController { hideChildView(previous) }
        if let shown = selectedViewController { showChildView(shown) }
    }

    override func layOutContainerViews() {
        guard let container = viewIfLoaded else { return }
        let metrics = HeadlessBarMetrics(for: container)
        let bounds = container.bounds
        let height = metrics.tabBarHeight(safeBottom: container.storedSafeAreaInsets.bottom)
        let barFrame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        layOutBars({ if bar.frame != barFrame { bar.frame = barFrame } }, andChild: selectedViewController) { _ in bounds }
    }

    override func barInsets(forChildView view: UIView) -> UIEdgeInsets {
        guard !bar.isHidden else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: max(0, view.frame.maxY - bar.frame.minY), right: 0)
    }
}

extension UIViewController {
    /// The nearest tab bar controller above this controller.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
#endif
