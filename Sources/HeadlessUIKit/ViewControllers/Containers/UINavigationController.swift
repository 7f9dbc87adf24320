#if !canImport(UIKit)
import Foundation

/// A stack of view controllers under a navigation bar: the top one's view fills the
/// controller's view and the bar, and the toolbar when shown, cover it as safe-area insets.
///
/// Pushes and pops run without animation. Bar frames follow `HeadlessBarMetrics`; the child's
/// view extends under translucent bars (`edgesForExtendedLayout` defaults to all) and starts
/// below an opaque one unless `extendedLayoutIncludesOpaqueBars` (Apple's documentation of both
/// properties).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    private let bar = UINavigationBar()
    private let bottomBar = UIToolbar()
    private var barIsHidden = false
    private var toolbarIsHidden = true

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: what the top controller presents, or the top controller.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Replaces the stack; controllers that leave it leave this container.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let previousTop = stack.last
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === previousTop { hideChildView(controller) }
            controller.removeFromParent()
        }
        var added: [UIViewController] = []
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            added.append(controller)
        }
        stack = viewControllers
        bar.items = stack.map(\.navigationItem)
        showTopChildView(replacing: previousTop)
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Pushes `viewController` onto the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack.filter { $0 !== viewController } + [viewController], animated: animated)
    }

    /// Pops the top controller unless it is the root; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them, nil when there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }

    /// Pops every controller above `viewController`; returns them, nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    // MARK: Bars

    /// The navigation bar.
    open var navigationBar: UINavigationBar { bar }

    /// Whether the navigation bar is hidden (default false).
    open var isNavigationBarHidden: Bool {
        get { barIsHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        barIsHidden = hidden
        bar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// The toolbar, shown at the bottom when `isToolbarHidden` is false.
    open var toolbar: UIToolbar! { bottomBar }

    /// Whether the toolbar is hidden (default true).
    open var isToolbarHidden: Bool {
        get { toolbarIsHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarIsHidden = hidden
        bottomBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: The view

    /// Makes the container's view: the top controller's view under the bars.
    open override func loadView() {
        let root = UIView(frame: .zero)
        view = root
        bar.isHidden = barIsHidden
        bottomBar.isHidden = toolbarIsHidden
        root.addSubview(bar)
        root.addSubview(bottomBar)
        showTopChildView(replacing: nil)
    }

    private func showTopChildView(replacing previous: UIViewController?) {
        if let previous, previous !== stack.last { hideChildView(previous) }
        if let top = stack.last { showChildView(top) }
    }

    /// Whether the bar shows a large title for the top item: it prefers them and the first item
    /// from the top whose mode is not automatic asks for one (the root's automatic means large).
    private var showsLargeTitle: Bool {
        guard bar.prefersLargeTitles else { return false }
        for item in stack.reversed().map(\.navigationItem) {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    override func layOutContainerViews() {
        guard let container = viewIfLoaded else { return }
        let metrics = HeadlessBarMetrics(for: container)
        let safe = container.storedSafeAreaInsets, bounds = container.bounds
        let barFrame = CGRect(x: 0, y: metrics.navigationBarMinY(safeTop: safe.top), width: bounds.width,
                              height: metrics.navigationBarHeight(largeTitle: showsLargeTitle))
        let toolbarHeight = metrics.toolbarHeight
        let toolbarFrame = CGRect(x: 0, y: bounds.height - safe.bottom - toolbarHeight, width: bounds.width, height: toolbarHeight)
        layOutBars({ place(barFrame, toolbarFrame) }, andChild: stack.last) { childFrame(of: $0, in: bounds) }
    }

    private func place(_ barFrame: CGRect, _ toolbarFrame: CGRect) {
        if bar.frame != barFrame { bar.frame = barFrame }
        if bottomBar.frame != toolbarFrame { bottomBar.frame = toolbarFrame }
        // Items may have changed since the bar last laid out.
        bar.placeItemViews()
    }

    /// The bounds, less the bars the child does not extend under.
    private func childFrame(of child: UIViewController, in bounds: CGRect) -> CGRect {
        var frame = bounds
        let under = { (edge: UIRectEdge, translucent: Bool) in
            child.edgesForExtendedLayout.contains(edge) && (translucent || child.extendedLayoutIncludesOpaqueBars)
        }
        if !barIsHidden, !under(.top, bar.isTranslucent) {
            frame.origin.y = bar.frame.maxY
            frame.size.height = max(0, bounds.maxY - frame.minY)
        }
        if !toolbarIsHidden, !under(.bottom, bottomBar.isTranslucent) {
            frame.size.height = max(0, bottomBar.frame.minY - frame.minY)
        }
        return frame
    }

    override func barInsets(forChildView view: UIView) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if !barIsHidden { insets.top = max(0, bar.frame.maxY - view.frame.minY) }
        if !toolbarIsHidden { insets.bottom = max(0, view.frame.maxY - bottomBar.frame.minY) }
        return insets
    }
}

extension UIViewController {
    /// The nearest navigation controller above this controller.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
}
#endif
