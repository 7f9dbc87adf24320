#if !canImport(UIKit)
import Foundation

/// Manages a view hierarchy, as in UIKit: loads its root view lazily, receives appearance,
/// layout, rotation and trait callbacks, contains child view controllers and presents others.
///
/// Put a controller on screen with `window.rootViewController = controller` (on a window made
/// with `UIWindow(headlessDevice:orientation:)` for a real device's geometry). Its root view
/// then fills the window, gets the system minimum layout margins (16 points on each side on
/// compact-width phones, 20 on the widest phones and in regular width, none above or below),
/// and the callbacks follow UIKit's order: `loadView`, `viewDidLoad`, `viewWillAppear(_:)`,
/// `viewIsAppearing(_:)`, then at the next layout pass `viewWillLayoutSubviews()`,
/// `viewDidLayoutSubviews()` and, after that pass, `viewDidAppear(_:)`.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    var storedView: UIView?
    weak var storedParent: UIViewController?
    var storedChildren: [UIViewController] = []
    weak var storedPresentingViewController: UIViewController?
    var storedPresentedViewController: UIViewController?
    var appearance: AppearanceState = .disappeared
    /// Whether `viewDidAppear(_:)` is due after the next layout pass.
    var appearanceCompletes = false
    var traitRegistrations: [HeadlessTraitRegistration] = []
    private let storedNibName: String?
    private let storedNibBundle: Bundle?

    /// Creates a controller; the nib name and bundle are kept but no nib is loaded.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        storedNibName = nil
        storedNibBundle = nil
        super.init()
    }

    /// Creates a controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib name given at creation.
    open var nibName: String? { storedNibName }
    /// The nib bundle given at creation.
    open var nibBundle: Bundle? { storedNibBundle }

    // MARK: The view

    /// The root view, loaded on first access through `loadView()` and then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { install(newValue) }
    }

    /// The root view if it is loaded, else nil; never loads it.
    open var viewIfLoaded: UIView? { storedView }
    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the root view; the default makes a plain `UIView`. Override without calling `super`
    /// to make your own, and assign it to `view`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Loads the root view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { install(UIView(frame: .zero)) }
        viewDidLoad()
    }

    /// Called once the root view is loaded. Does nothing by default.
    open func viewDidLoad() {}

    /// A short title for containers and bars.
    open var title: String? {
        didSet { if let storedNavigationItem, storedNavigationItem.title == oldValue { storedNavigationItem.title = title } }
    }

    // MARK: Appearance

    /// Called before the view is added to a view hierarchy. Call `super`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the view is in the hierarchy, with its traits and geometry, before it is laid
    /// out (iOS 17). Call `super`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared. Call `super`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from the hierarchy. Call `super`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from the hierarchy. Call `super`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Whether the view is being presented (during its appearance callbacks).
    open var isBeingPresented: Bool { appearance == .appearing && storedPresentingViewController != nil }
    /// Whether the view is being dismissed (during its disappearance callbacks).
    open var isBeingDismissed: Bool { appearance == .disappearing && storedPresentingViewController != nil }

    // MARK: Layout

    /// Updates the root view's constraints at the constraint pass; the default calls the root
    /// view's `updateConstraints()`. Call `super` last.
    open func updateViewConstraints() {
        storedView?.runUpdateConstraints()
    }

    /// Called before the root view lays out its subviews. Does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews. Does nothing by default.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe-area insets changed. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed. Does nothing by default.
    open func viewLayoutMarginsDidChange() {}

    /// Insets added to the root view's safe area, for content the controller draws over it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != additionalSafeAreaInsets { storedView?.refreshDerivedGeometryOfSubtree() } }
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
        didSet { if oldValue != viewRespectsSystemMinimumLayoutMargins { storedView?.refreshDerivedGeometryOfSubtree() } }
    }

    /// The smallest margins the system gives the root view: 16 points on each side in compact
    /// width, 20 on screens at least 414 points wide (the widest phones) and in regular width,
    /// none above or below.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { systemMinimumMargins }

    /// The size the controller would like its view to have in a container.
    open var preferredContentSize: CGSize = .zero

    // MARK: Rotation and traits

    /// Called before the root view's size changes, on rotation; `coordinator` runs animations
    /// alongside the change. The default forwards to the children. Call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in storedChildren { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The traits of the root view (the window's before it is loaded or placed).
    open var traitCollection: UITraitCollection {
        storedView?.traitCollection ?? storedParent?.traitCollection ?? defaultTraits
    }

    /// Called after the traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Children

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { storedChildren }
    /// The parent controller, if this one is a child.
    open var parent: UIViewController? { storedParent }

    /// Adds a child controller; calls `child.willMove(toParent: self)`. Add its view to your
    /// hierarchy, then call `child.didMove(toParent: self)`.
    open func addChild(_ childController: UIViewController) {
        addChildController(childController)
    }

    /// Removes the controller from its parent; calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove its view first.
    open func removeFromParent() {
        detachFromParent()
    }

    /// Called before the controller is added to or removed from a parent. Call `super`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent. Call `super`.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// How the controller is shown when presented; `.automatic` by default (a page sheet).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The controller this one presents, if any.
    open var presentedViewController: UIViewController? { storedPresentedViewController }
    /// The controller that presents this one, if any.
    open var presentingViewController: UIViewController? { storedPresentingViewController ?? storedParent?.presentingViewController }

    /// Presents `viewControllerToPresent` over this controller's window, with the frame iOS gives
    /// its presentation style, then calls `completion`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, completion: completion)
    }

    /// Dismisses the controller this one presents (or this one, if it is presented), then calls
    /// `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissPresented(completion: completion)
    }

    // MARK: Items for containers

    var storedNavigationItem: UINavigationItem?
    /// The item a navigation bar shows for this controller, made on first use with its title.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        storedNavigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller.
    open var tabBarItem: UITabBarItem! = UITabBarItem()

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]?

    /// Sets `toolbarItems`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The edges of the view that extend under a container's bars (default all).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { storedParent?.storedView?.setNeedsLayout() }
    }

    /// Whether the view extends under opaque bars too (default false).
    open var extendedLayoutIncludesOpaqueBars: Bool = false {
        didSet { storedParent?.storedView?.setNeedsLayout() }
    }

    // MARK: Container hooks

    /// How far this container's bars cover `view`, the root view of a child, per edge; zero for
    /// a controller without bars.
    func barInsets(forChildView view: UIView) -> UIEdgeInsets { .zero }

    /// Places this container's bars and child views; runs after its view's `layoutSubviews()`.
    func layOutContainerViews() {}
}

/// Where a controller's view stands in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}
#endif
