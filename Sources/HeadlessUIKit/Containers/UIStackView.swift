#if !canImport(UIKit)
import Foundation

/// A view that lays out a row or column of arranged subviews with constraints it generates
/// itself, as in UIKit (<doc:StackViews#Arrangement>).
///
/// The stack keeps `arrangedSubviews` a subset of `subviews`. Whenever the arrangement, a
/// property or the hidden state of an arranged subview changes it schedules
/// `updateConstraints()`, which replaces its `UISV-*` constraints; unchanged constraints stay and
/// changed spacings only move constants. The stack draws nothing and has no intrinsic size.
@preconcurrency @MainActor
open class UIStackView: UIView {
    var storedArrangedSubviews: [UIView] = []
    /// Custom spacing after arranged views, by view identity.
    var storedCustomSpacing: [ObjectIdentifier: CGFloat] = [:]
    /// The generated constraints now active, by their rule.
    var arrangementConstraints: [HeadlessStackRule.Key: NSLayoutConstraint] = [:]
    /// The internal guide that spans the arranged views across the axis (`UISV-alignment-spanner`).
    var spannerGuide: UILayoutGuide?
    /// The internal gap guides of the equal distributions (`UISV-distributing`).
    var gapGuides: [UILayoutGuide] = []

    /// Creates an empty horizontal stack with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack from an archive; nothing is read from it.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Creates a horizontal stack that arranges `views`, adding each as a subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views the stack arranges, in order; a subset of `subviews`.
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Appends `view` to the arrangement, adding it as a subview if needed. A view already
    /// arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        insertArranged(view, at: storedArrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`, adding it as a subview (at the front)
    /// if needed. An index beyond the end is logged and ignored, as UIKit raises.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let alreadyArranged = storedArrangedSubviews.contains { $0 === view }
        let limit = storedArrangedSubviews.count - (alreadyArranged ? 1 : 0)
        guard stackIndex >= 0, stackIndex <= limit else {
            raiseException("NSInternalInconsistencyException", "Specified view index \(stackIndex) is out of bounds for the arranged subviews (count \(storedArrangedSubviews.count))")
            return
        }
        insertArranged(view, at: stackIndex)
    }

    /// Removes `view` from the arrangement; it stays a subview. Its custom spacing is dropped.
    open func removeArrangedSubview(_ view: UIView) {
        removeArranged(view)
    }

    /// The stacking direction; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if oldValue != axis { setNeedsUpdateConstraints() } }
    }

    /// How arranged subviews are sized along the axis; `.fill` by default.
    open var distribution: UIStackView.Distribution = .fill {
        didSet { if oldValue != distribution { setNeedsUpdateConstraints() } }
    }

    /// How arranged subviews are placed across the axis; `.fill` by default.
    open var alignment: UIStackView.Alignment = .fill {
        didSet { if oldValue != alignment { setNeedsUpdateConstraints() } }
    }

    /// The gap between neighbouring arranged subviews: exact for the fill distributions, the
    /// minimum for the equal ones. `UIStackView.spacingUseSystem` means 8 points,
    /// `UIStackView.spacingUseDefault` 0. 0 by default.
    open var spacing: CGFloat = 0 {
        didSet { if oldValue != spacing { setNeedsUpdateConstraints() } }
    }

    /// Sets the gap after `arrangedSubview`, overriding `spacing`; `spacingUseDefault` reverts to
    /// `spacing`. Ignored for views that are not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard storedCustomSpacing[key] != value else { return }
        storedCustomSpacing[key] = value
        setNeedsUpdateConstraints()
    }

    /// The custom gap after `arrangedSubview`, or `UIStackView.spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        storedCustomSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Whether a vertical stack spaces its views from baseline to baseline; false by default.
    /// Ignored by horizontal stacks.
    open var isBaselineRelativeArrangement: Bool = false {
        didSet { if oldValue != isBaselineRelativeArrangement { setNeedsUpdateConstraints() } }
    }

    /// Whether the arrangement fills the layout margins guide instead of the bounds; false by
    /// default.
    open var isLayoutMarginsRelativeArrangement: Bool = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { setNeedsUpdateConstraints() } }
    }

    /// Replaces the arrangement constraints, then calls `super`.
    open override func updateConstraints() {
        updateArrangement()
        super.updateConstraints()
    }

    /// Drops a subview that leaves the stack from the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        removeArranged(subview)
        super.willRemoveSubview(subview)
    }

    /// A horizontal stack's tallest arranged view, a vertical stack's first; nested stacks
    /// answer for themselves (<doc:StackViews#Baselines-and-fitting>).
    open override var forFirstBaselineLayout: UIView { baselineView(first: true) }

    /// A horizontal stack's tallest arranged view, a vertical stack's last; nested stacks
    /// answer for themselves (<doc:StackViews#Baselines-and-fitting>).
    open override var forLastBaselineLayout: UIView { baselineView(first: false) }

    override func subviewIsHiddenDidChange(_ subview: UIView) {
        if storedArrangedSubviews.contains(where: { $0 === subview }) { setNeedsUpdateConstraints() }
    }

    override func subviewIntrinsicSizeDidInvalidate(_ subview: UIView) {
        if distribution == .fillProportionally, storedArrangedSubviews.contains(where: { $0 === subview }) {
            setNeedsUpdateConstraints()
        }
    }
}
#endif
