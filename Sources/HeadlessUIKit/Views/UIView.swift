#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// A rectangular area that takes part in Auto Layout, as in UIKit.
///
/// Views form a tree (`superview`, `subviews`); every tree has one layout engine at its root.
/// Constraints, intrinsic sizes, autoresizing masks, margins and the safe area become solver
/// constraints; `layoutIfNeeded()` runs a layout pass that assigns frames
/// (<doc:LayoutPass#Steps>). Nothing here draws.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Storage (the extensions in this folder own the behaviour)
    // Internal state, read and written only by HeadlessUIKit on the main actor, never through
    // an access that spans a call that could reach it again: every layout pass reads it for
    // every view, so it skips the runtime exclusivity checks (a tenth of a resize's time).
    // The lists of handlers (trait registrations, observers, associated values) keep them: a
    // handler released while its list changes may run code that reaches the list.

    // Read by the walks of every layout pass: declared first, side by side, so that a walk
    // reads a few cache lines of each view (stored properties are laid out in this order).
    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    /// The superview, without a reference count: a view keeps its subviews, and its `deinit`
    /// clears their pointers to it. Read through `storedSuperview`, or `unretainedSuperview` on
    /// walks up the hierarchy, which then cost no reference counting.
    @exclusivity(unchecked) nonisolated(unsafe) private var superviewPointer: Unmanaged<UIView>?
    @exclusivity(unchecked) var needsLayoutPass = true {
        didSet { if needsLayoutPass { noteGeometryRefreshNeeded() } }
    }
    @exclusivity(unchecked) var needsConstraintUpdate = true {
        didSet { if needsConstraintUpdate { noteWork() } }
    }
    @exclusivity(unchecked) var needsIntrinsicUpdate = true {
        didSet { if needsIntrinsicUpdate { noteGeometryRefreshNeeded() } }
    }
    /// What the next layout round has to visit (see `noteWork()`): this view or a view
    /// below it has a flag above set, values the solution moved, or geometry to refresh.
    @exclusivity(unchecked) nonisolated(unsafe) var subtreeHasWork = true
    /// Whether this view is a window (set once by `UIWindow`'s initialisers): read for every view a
    /// layout walk visits, and on walks up the hierarchy without reference counting
    /// (`isInWindow`), where a type check or an overridden property could not be.
    @exclusivity(unchecked) nonisolated(unsafe) var isWindow = false
    /// The solution moved this view's values since its superview last placed it.
    @exclusivity(unchecked) var valuesMovedForSuperview = true
    /// The solution moved this view's values since it last placed its subviews, whose frames
    /// are relative to its origin.
    @exclusivity(unchecked) var valuesMovedForSubviews = true
    /// The frame or bounds moved since the derived geometry was last refreshed: this view's and
    /// its descendants' (their places in the window moved) need refreshing.
    @exclusivity(unchecked) var geometryMoved = true
    /// This view's derived geometry needs refreshing (its content or its layout changed).
    @exclusivity(unchecked) var needsGeometryRefresh = true
    /// Whether the default `layoutSubviews()` of the superview placed this view in its current
    /// layout; subviews an override placed itself note the solution afterwards.
    @exclusivity(unchecked) var placedFromSolution = false
    /// Set while the layout pass assigns frames, so autoresizing constraints are not rebuilt.
    @exclusivity(unchecked) var assigningSolvedFrame = false
    /// On a root: some view of the hierarchy has work for the next layout pass.
    @exclusivity(unchecked) var hierarchyNeedsLayout = true
    @exclusivity(unchecked) var isLayingOut = false
    /// Whether `observerEntries` and `traitRegistrations` have entries: read at every frame or
    /// trait change, without the access check and the cache line that reading a list costs.
    @exclusivity(unchecked) var hasObserverEntries = false
    @exclusivity(unchecked) var hasTraitRegistrations = false
    /// Whether a view controller took this view as its root view: most views never have one,
    /// and the flag answers for them without loading a weak reference.
    @exclusivity(unchecked) private var mayHaveOwningViewController = false
    /// Whether the layout margins grow to keep at least the superview's margins where the view
    /// reaches into them (<doc:GeometryGuides#Layout-margins>). False by default.
    @exclusivity(unchecked) open var preservesSuperviewLayoutMargins: Bool = false {
        didSet {
            if oldValue != preservesSuperviewLayoutMargins {
                storedSuperview?.subviewsPreservingMargins += preservesSuperviewLayoutMargins ? 1 : -1
            }
            refreshDerivedGeometryOfSubtree()
        }
    }
    /// Whether the layout margins are measured from the safe area's edges. True by default.
    @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea: Bool = true {
        didSet { refreshDerivedGeometryOfSubtree() }
    }
    /// The serial of the last layout engine that requested stays for this view's size; 0 for none.
    @exclusivity(unchecked) var stayEngineSerial = 0
    lazy var itemVariables = HeadlessItemVariables(owner: itemReference)
    @exclusivity(unchecked) var storedFrame: CGRect
    @exclusivity(unchecked) var boundsOrigin: CGPoint = .zero {
        didSet { if boundsOrigin != oldValue { noteGeometryMoved() } }
    }
    /// Where the solution put this view when its superview last laid out; a different solution
    /// now asks the superview to lay out again.
    @exclusivity(unchecked) var lastSolvedFrame: CGRect?
    @exclusivity(unchecked) var traitCache: UITraitCollection?
    /// Trait overrides for this view and its subtree (Views/UIView+TraitOverrides.swift).
    @exclusivity(unchecked) var storedTraitOverrides = UITraitOverrides()
    /// How many subviews have `preservesSuperviewLayoutMargins` set: their margins follow this
    /// view's, so its derived geometry cannot be skipped.
    @exclusivity(unchecked) var subviewsPreservingMargins = 0
    @exclusivity(unchecked) var storedSafeAreaInsets = UIEdgeInsets.zero
    @exclusivity(unchecked) var effectiveMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    @exclusivity(unchecked) var requestedMargins: HeadlessRequestedMargins = UIView.defaultRequestedMargins
    /// This view's intrinsic-size constraints, per axis (horizontal, vertical).
    @exclusivity(unchecked) var contentSizeConstraints = HeadlessAxisPair<NSContentSizeLayoutConstraint?>(nil, nil)
    @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
    @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
    @exclusivity(unchecked) var readableGuide: UILayoutGuide?
    /// How the view's content is laid out relative to the layout direction.
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard oldValue != semanticContentAttribute else { return }
            layoutDirectionMayHaveChanged()
        }
    }
    @exclusivity(unchecked) var storedLayoutGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) var huggingPriorities = HeadlessAxisPair<UILayoutPriority>(.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionResistancePriorities = HeadlessAxisPair<UILayoutPriority>(.defaultHigh, .defaultHigh)
    /// The layout engine, on a hierarchy root only.
    @exclusivity(unchecked) var storedLayoutEngine: LayoutEngine?

    // Read when the hierarchy, its constraints or its handlers change.
    private weak var owningViewControllerStorage: UIViewController?
    let objectNumber = HeadlessObjectCounter.next()
    nonisolated(unsafe) private var referenceStorage = HeadlessItemReference.Storage()
    /// Installed constraints that `constraints` lists, in installation order.
    @exclusivity(unchecked) var listedConstraints: [NSLayoutConstraint] = []
    /// Installed internal constraints that `constraints` does not list (content size, guides).
    @exclusivity(unchecked) var unlistedConstraints: [NSLayoutConstraint] = []
    /// This view's autoresizing constraints, installed on its superview.
    @exclusivity(unchecked) var autoresizingConstraints: [NSAutoresizingMaskLayoutConstraint] = []
    /// Whether the view's layout direction was right to left in direction pass `directionPass`
    /// (see `DirectionPasses`); meaningless in any other pass.
    @exclusivity(unchecked) var rememberedRightToLeft = false
    /// The direction pass `rememberedRightToLeft` belongs to; 0 for none.
    @exclusivity(unchecked) var directionPass = 0
    /// The axes on which `preservesSuperviewLayoutMargins` widens the margins (a list content
    /// view preserves only the horizontal ones).
    @exclusivity(unchecked) var preservedMarginAxes: UIAxis = .both {
        didSet { refreshDerivedGeometryOfSubtree() }
    }
    var traitRegistrations: [HeadlessTraitRegistration] = [] {
        didSet { hasTraitRegistrations = !traitRegistrations.isEmpty }
    }
    /// Bounds and visibility observers (Views/UIView+Observation.swift, <doc:Hooks#Observation>).
    var observerEntries: [HeadlessObserverEntry] = [] {
        didSet { hasObserverEntries = !observerEntries.isEmpty }
    }
    /// Values attached with `HeadlessAssociation` (<doc:Hooks#Associated-storage>), released with the view.
    var associatedValues: [ObjectIdentifier: Any] = [:]

    // MARK: Initialisers

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// Creates a view from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    deinit {
        referenceStorage.itemDidGoAway()
        for subview in storedSubviews { subview.superviewPointer = nil }
    }

    /// The reference through which other objects point at the view without keeping it alive.
    var itemReference: HeadlessItemReference { referenceStorage.reference { HeadlessItemReference(view: self) } }

    /// The superview while it exists.
    var storedSuperview: UIView? {
        get { superviewPointer?.takeUnretainedValue() }
        set {
            if preservesSuperviewLayoutMargins {
                superviewPointer?.takeUnretainedValue().subviewsPreservingMargins -= 1
                newValue?.subviewsPreservingMargins += 1
            }
            superviewPointer = newValue.map(Unmanaged.passUnretained)
        }
    }

    /// The superview, for a walk up the hierarchy that holds no reference to it: valid while
    /// this view stays in it. Nonisolated, as `subtreeHasWork` is, so that a walk's step can be a
    /// `@Sendable` closure, which runs without checking that it is on the main actor.
    nonisolated var unretainedSuperview: Unmanaged<UIView>? { superviewPointer }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Plain properties

    /// An integer that identifies the view; see `viewWithTag(_:)`.
    open var tag: Int = 0
    /// Whether the view is hidden. Hidden views still take part in layout; a stack view
    /// collapses its hidden arranged subviews (<doc:StackViews#Hidden-views>).
    @exclusivity(unchecked) open var isHidden: Bool = false {
        didSet {
            guard oldValue != isHidden else { return }
            storedSuperview?.subviewIsHiddenDidChange(self)
            notifyObservers(of: .hidden)
        }
    }
    /// The background colour; it never affects layout.
    open var backgroundColor: UIColor?
    /// The opacity; it never affects layout.
    open var alpha: CGFloat = 1
    /// The transform applied to the view about its centre. Auto Layout ignores it, as UIKit
    /// documents ("the transform property does not affect Auto Layout"): constraints place the
    /// untransformed view, and `center` and `bounds` stay as they place it; `frame` reports the
    /// box around the transformed bounds, as UIKit does (Apple documents the value as undefined
    /// and to be ignored under a transform).
    open var transform: CGAffineTransform = .identity
    /// Whether subviews are clipped to the bounds; it never affects layout.
    open var clipsToBounds: Bool = false
    /// A string that identifies the view in tests and accessibility tools.
    open var accessibilityIdentifier: String?

    // MARK: Accessibility (stored, read by tests; no assistive technology runs headless)

    /// Whether assistive technologies see the view as one element: by default true for
    /// standard controls and labels, false for other views.
    open var isAccessibilityElement: Bool {
        get { storedAccessibility.isElement ?? isAccessibleByDefault }
        set { storedAccessibility.isElement = newValue }
    }
    /// What the element is called: by default a label's text or a button's title.
    open var accessibilityLabel: String? {
        get { storedAccessibility.label ?? defaultAccessibilityLabel }
        set { storedAccessibility.label = newValue }
    }
    /// What activating the element does.
    open var accessibilityHint: String?
    /// The element's value, such as a slider's.
    open var accessibilityValue: String?
    /// What the element is: by default `.staticText` for labels, `.button` for buttons (with
    /// `.notEnabled` while disabled), `.image` for image views.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibility.traits ?? defaultAccessibilityTraits }
        set { storedAccessibility.traits = newValue }
    }
    /// The element's frame in screen coordinates, as the app sets it.
    open var accessibilityFrame = CGRect.zero
    /// The language the element is read in.
    open var accessibilityLanguage: String?
    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether assistive technologies ignore the view's siblings.
    open var accessibilityViewIsModal = false
    /// Whether the subviews are read as a group.
    open var shouldGroupAccessibilityChildren = false
    /// The elements the view contains, in reading order; nil for its subviews.
    open var accessibilityElements: [Any]?
    /// Whether the element responds to user interaction.
    open var accessibilityRespondsToUserInteraction = true
    /// The names Voice Control and Full Keyboard Access accept for the element.
    open var accessibilityUserInputLabels: [String]! = []
    /// Whether Smart Invert leaves the view's colours alone.
    open var accessibilityIgnoresInvertColors = false
    var storedAccessibility = HeadlessAccessibilityStorage()
    /// Whether the view is an accessibility element unless told otherwise.
    var isAccessibleByDefault: Bool { false }
    /// The label the view has unless given one.
    var defaultAccessibilityLabel: String? { nil }
    /// The traits the view has unless given some.
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    /// Whether the view receives touches; it never affects layout.
    open var isUserInteractionEnabled: Bool = true
    /// Whether the view declares itself fully opaque (true for plain views; buttons and image
    /// views start false). It never affects layout; descriptions print `opaque = NO`.
    open var isOpaque: Bool = true
    /// The gesture recognizers attached to the view (`addGestureRecognizer(_:)`).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// How the content fills the bounds; `.scaleToFill` by default. It never affects layout.
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// The tint colour: the one set on the view, else the superview's, else `.tintColor`
    /// (system blue); setting nil inherits again. It never affects layout.
    open var tintColor: UIColor! {
        get { storedTintColor ?? storedSuperview?.tintColor ?? UIColor.tintColor }
        set { storedTintColor = newValue }
    }
    var storedTintColor: UIColor?
    /// The view's layer (Controls/Layer/CALayer.swift), created on first use.
    open var layer: CALayer { storedLayer }
    lazy var storedLayer = CALayer(view: self)

    // The layout settings below (and `isHidden`) are read for every view of a layout pass. Plain
    // values, as in UIKit: their accesses skip the runtime exclusivity checks.

    /// Whether the view's frame and `autoresizingMask` become constraints (<doc:Solving#Autoresizing>).
    /// True for views created in code.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            rebuildAutoresizingConstraints()
        }
    }

    /// How the view resizes when its superview's bounds change.
    @exclusivity(unchecked) open var autoresizingMask: UIView.AutoresizingMask = [] {
        didSet {
            guard oldValue != autoresizingMask else { return }
            rebuildAutoresizingConstraints()
        }
    }

    /// Whether subviews are resized by their autoresizing masks when the bounds change.
    open var autoresizesSubviews: Bool = true

    // MARK: Hierarchy (UIView+Hierarchy.swift)

    /// The view that contains this one, if any.
    open var superview: UIView? { storedSuperview }
    /// The direct subviews, back to front.
    open var subviews: [UIView] { storedSubviews }
    /// The window at the root of the view's hierarchy, if that root is a window.
    open var window: UIWindow? {
        let root = hierarchyRoot
        return root.isWindow ? unsafeDowncast(root, to: UIWindow.self) : nil
    }
    /// Adds `view` as the frontmost subview, removing it from its old superview first.
    open func addSubview(_ view: UIView) { performInsertSubview(view, at: storedSubviews.count) }
    /// Inserts `view` at `index` of `subviews` (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index) }
    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        performInsertSubview(view, at: storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count)
    }
    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        performInsertSubview(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? 0)
    }
    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) { moveSubview(view, to: storedSubviews.count) }
    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) { moveSubview(view, to: 0) }
    /// Swaps two subviews in the stacking order.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
    }
    /// Removes the view from its superview. Constraints between the view's subtree and views
    /// outside it are deactivated; constraints inside the subtree stay (<doc:Constraints#Removing-views>).
    open func removeFromSuperview() { performRemoveFromSuperview() }
    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { isInSubtree(of: view) }
    /// The first view in this subtree (the view itself included, depth first) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { descendantWithTag(tag) }
    /// Called after a subview was added. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the superview changes. Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed. Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called before the window changes. Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed. Does nothing by default.
    open func didMoveToWindow() {}

    // MARK: Geometry (UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates (under a transform, the box around
    /// the transformed bounds). Setting it on a view whose
    /// `translatesAutoresizingMaskIntoConstraints` is true rebuilds its autoresizing constraints;
    /// other views get their frames from the next layout pass. Setting it under a transform sets
    /// the untransformed frame.
    open var frame: CGRect {
        get { transform.isIdentity ? storedFrame : transformedFrame }
        set { applyFrame(newValue) }
    }
    /// The view's rectangle in its own coordinates. Setting it keeps the centre.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set { applyBounds(newValue) }
    }
    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { applyCenter(newValue) }
    }
    /// How far the alignment rectangle lies inside the frame; zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle for a frame: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { defaultAlignmentRect(forFrame: frame) }
    /// The frame for an alignment rectangle: the inverse of `alignmentRect(forFrame:)`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { defaultFrame(forAlignmentRect: alignmentRect) }
    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, relativeTo: view, sign: 1) }
    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, relativeTo: view, sign: -1) }
    /// Converts a rectangle from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    /// Converts a rectangle from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // MARK: Constraints and guides (UIView+Constraints.swift)

    /// The constraints installed on this view, autoresizing ones included. Intrinsic-size and
    /// guide constraints are internal and not listed.
    open var constraints: [NSLayoutConstraint] { listedConstraints }
    /// Installs `constraint` on this view, which must contain all its items
    /// (<doc:Constraints#Activation>); otherwise logs UIKit's exception and installs nothing.
    open func addConstraint(_ constraint: NSLayoutConstraint) { performAddConstraint(constraint) }
    /// Installs each constraint, in order.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    /// Uninstalls `constraint` if it is installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.containerView === self { uninstall(constraint) }
    }
    /// Uninstalls each constraint that is installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }
    /// The layout guides added to this view.
    open var layoutGuides: [UILayoutGuide] { storedLayoutGuides }
    /// Makes this view the owner of `layoutGuide`, so constraints can use it.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { performAddLayoutGuide(layoutGuide) }
    /// Removes `layoutGuide`, deactivating the constraints that use it.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { performRemoveLayoutGuide(layoutGuide) }

    // MARK: Anchors

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .leading)) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .trailing)) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .left)) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .right)) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .centerX)) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .top)) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .bottom)) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .centerY)) }
    /// The baseline of the first line of text (the bottom for views without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .firstBaseline)) }
    /// The baseline of the last line of text (the bottom for views without text).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .lastBaseline)) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .width)) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .height)) }
    /// The view whose first baseline stands for this view's; `forLastBaselineLayout` by default.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose last baseline stands for this view's; the view itself by default.
    open var forLastBaselineLayout: UIView { self }

    /// The first (or last) baseline's distance from the top of the view, for views that show
    /// text; nil (the default) makes baselines the bottom edge (<doc:Solving#Direction-and-baselines>).
    func baselineOffset(first: Bool) -> CGFloat? { nil }

    // MARK: Container hooks (Containers/: stack, scroll and table views, the keyboard guide)

    /// A guide that tracks the keyboard's overlap with the view, created on first use
    /// (<doc:GeometryGuides#Keyboard>).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { resolvedKeyboardLayoutGuide }

    /// Called after a subview's `isHidden` changed; stack views rearrange.
    func subviewIsHiddenDidChange(_ subview: UIView) {}

    /// Called after a subview's intrinsic content size was invalidated; stack views that
    /// distribute proportionally rearrange.
    func subviewIntrinsicSizeDidInvalidate(_ subview: UIView) {}

    /// The view controller whose root view this is.
    var owningViewController: UIViewController? {
        get { mayHaveOwningViewController ? owningViewControllerStorage : nil }
        set {
            owningViewControllerStorage = newValue
            mayHaveOwningViewController = newValue != nil
        }
    }

    /// Whether the safe area takes only the sides of the ancestors' unsafe area: true for table
    /// and collection rows and their headers and footers, which scroll under bars without
    /// changing their layout. An overridden property, not type checks: it is read for every view
    /// whose safe area is computed.
    var safeAreaTakesSidesOnly: Bool { false }

    /// Called in step 4 of each layout round (<doc:LayoutPass#Steps>), after the view's safe area
    /// and margins were refreshed: scroll views read their content size, keyboard guides move.
    func derivedGeometryDidRefresh() { refreshKeyboardLayoutGuide() }

    // MARK: Intrinsic size (UIView+IntrinsicSize.swift)

    /// The value of an axis of `intrinsicContentSize` that has no natural size: −1.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The natural size of the view's content; `noIntrinsicMetric` on both axes by default.
    /// Subclasses override it and call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Makes the next layout pass read `intrinsicContentSize` again.
    open func invalidateIntrinsicContentSize() { performInvalidateIntrinsicContentSize() }
    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { huggingPriorities[axis] }
    /// Sets the hugging priority for `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setPriority(priority, in: \.huggingPriorities, for: axis)
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis]
    }
    /// Sets the compression-resistance priority for `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setPriority(priority, in: \.compressionResistancePriorities, for: axis)
    }

    // MARK: Margins and safe area (UIView+Margins.swift, UIView+SafeArea.swift)

    /// The margins as absolute edges; 8 on every edge by default (<doc:GeometryGuides#Layout-margins>). The
    /// same value as `directionalLayoutMargins`, with leading resolved by the layout direction.
    open var layoutMargins: UIEdgeInsets {
        get { absoluteInsets(requestedMargins) }
        set { applyLayoutMargins(newValue) }
    }
    /// The margins with leading and trailing edges.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { resolvedDirectionalLayoutMargins }
        set { applyDirectionalLayoutMargins(newValue) }
    }
    /// Called when the effective layout margins change. Does nothing by default.
    open func layoutMarginsDidChange() {}
    /// A guide for the bounds inset by the effective layout margins.
    open var layoutMarginsGuide: UILayoutGuide { resolvedLayoutMarginsGuide }
    /// A guide of readable width centred in the margins guide (<doc:GeometryGuides#Readable-content>).
    open var readableContentGuide: UILayoutGuide { resolvedReadableContentGuide }
    /// The part of the view covered by its window's unsafe area, as of the last layout pass
    /// (<doc:GeometryGuides#Safe-area>); zero outside a window.
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }
    /// Called when `safeAreaInsets` changes. Does nothing by default.
    open func safeAreaInsetsDidChange() {}
    /// A guide for the bounds inset by `safeAreaInsets`.
    open var safeAreaLayoutGuide: UILayoutGuide { resolvedSafeAreaLayoutGuide }

    // MARK: Layout pass (UIView+LayoutPass.swift)

    /// Whether the view relies on constraints; false by default.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Schedules `layoutSubviews()` for the next layout pass.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Runs a layout pass over the view's whole hierarchy now if anything needs it.
    open func layoutIfNeeded() { hierarchyRoot.runLayoutPassIfNeeded() }
    /// Positions the subviews: the default sets each subview's frame from the solved constraints.
    open func layoutSubviews() { assignSolvedFramesToSubviews() }
    /// Schedules `updateConstraints()` for the next layout pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    /// Whether `updateConstraints()` is scheduled.
    open func needsUpdateConstraints() -> Bool { needsConstraintUpdate }
    /// Runs `updateConstraints()` now for this subtree where scheduled, bottom-up.
    open func updateConstraintsIfNeeded() { HeadlessLayoutRound.updateConstraintsBottomUp(self) }
    /// Override to update constraints; call `super` last. Does nothing by default.
    open func updateConstraints() {}

    // MARK: Fitting and sizing (UIView+Fitting.swift)

    /// The smallest size the view's constraints allow (`UIView.layoutFittingCompressedSize`) …
    /// or the size closest to `targetSize` at fitting-size priority (<doc:LayoutPass#Fitting-sizes>).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size closest to `targetSize` that the view's subtree allows, with the width and height
    /// pulled towards the target at the given priorities. Changes nothing.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// The size the view would like within `size`; a plain view returns its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: Ambiguity (UIView+Ambiguity.swift)

    /// Whether the constraints leave the view's frame free to move (<doc:Solving#Ambiguity>).
    open var hasAmbiguousLayout: Bool { headlessHasAmbiguousLayout }
    /// Moves an ambiguous view to another position its constraints allow.
    open func exerciseAmbiguityInLayout() { exerciseAmbiguity() }
    /// The constraints, internal ones included, that bind the view along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        engineConstraintsAffectingLayout(of: self, for: axis)
    }

    // MARK: Traits and layout direction (UIView+Traits.swift)

    /// The traits of the view's environment: its window's, or the default device's outside a window.
    open var traitCollection: UITraitCollection { resolvedTraitCollection }
    /// Called after the traits changed (deprecated in iOS 17). Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The layout direction of the view's content: from `semanticContentAttribute`, else inherited.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { effectiveLayoutDirection }
    /// The layout direction for content with `attribute` in a left-to-right app.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }
    /// The layout direction for content with `semanticContentAttribute` under `layoutDirection`.
    open class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        default: layoutDirection
        }
    }

    // MARK: Gesture recognizers (UIView+Gestures.swift)

    /// The recognizers attached to the view, in the order added; nil when there are none.
    /// Setting replaces them.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    /// Attaches `gestureRecognizer`, detaching it from the view it was on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attach(gestureRecognizer) }
    /// Detaches `gestureRecognizer` if it is attached to the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detach(gestureRecognizer) }
    /// Whether `gestureRecognizer` may begin; true by default (views override it).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The UIKit-style description: `<UIView: 0x3; frame = (0 0; 100 50)>`.
    nonisolated open override var description: String {
        return MainActor.assumeIsolated {
            let frame = storedFrame
            return "<\(HeadlessTypeNames.name(of: type(of: self))): \(objectNumber); frame = (\(formatLayoutNumber(frame.minX)) \(formatLayoutNumber(frame.minY)); \(formatLayoutNumber(frame.width)) \(formatLayoutNumber(frame.height)))>"
        }
    }
}

extension UIView: HeadlessLayoutItem {
    var hierarchyView: UIView? { self }
    var debugName: String { "\(HeadlessTypeNames.name(of: type(of: self))):\(objectNumber)" }
}

/// Margins as the app set them: absolute (`layoutMargins`) or directional.
enum HeadlessRequestedMargins: Equatable {
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
}
#endif
