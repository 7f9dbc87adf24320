#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// A rectangle that takes part in Auto Layout without being a view (<doc:GeometryGuides#Layout-guides>).
/// Add it to a view with `addLayoutGuide(_:)` before constraining it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    let headlessNumber = HeadlessObjectCounter.next()
    lazy var headlessVariables: HeadlessItemVariables = {
        let variables = HeadlessItemVariables(headlessDebugName)
        HeadlessVariableOwners.register(variables, .init(guide: self))
        return variables
    }()

    /// Creates a guide.
    public override init() {
        super.init()
    }

    /// Creates a guide from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The view that owns the guide; set by `addLayoutGuide(_:)`.
    open weak var owningView: UIView?

    /// A name for debugging.
    open var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    open var layoutFrame: CGRect {
        guard let owningView, let engine = owningView.headlessRoot.headlessEngineStorage else { return .zero }
        let rect = engine.solvedRect(headlessVariables)
        let owner = engine.solvedRect(owningView.headlessVariables)
        let scale = owningView.headlessDisplayScale
        let snapped = headlessSnapToPixels(rect, scale)
        let ownerFrame = owningView.frame(forAlignmentRect: CGRect(
            x: headlessRoundToPixel(owner.minX, scale), y: headlessRoundToPixel(owner.minY, scale), width: 0, height: 0))
        return snapped.offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY)
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .leading)) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .trailing)) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .left)) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .right)) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .top)) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .bottom)) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .width)) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .height)) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .centerX)) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(headlessSpec: HeadlessAnchorSpec(item: self, attribute: .centerY)) }

    /// Whether the constraints leave the guide's rectangle free to move (<doc:Solving#Ambiguity>).
    open var hasAmbiguousLayout: Bool {
        guard let owningView else { return false }
        return owningView.headlessAmbiguityProbe(of: self) != nil
    }

    /// The constraints, internal ones included, that bind the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.headlessConstraintsAffectingLayout(of: self, for: axis) ?? []
    }

    /// As UIKit prints guides: `<UILayoutGuide: 0x5 - "identifier", layoutFrame = {{0, 0}, {10, 10}}>`.
    nonisolated open override var description: String {
        return MainActor.assumeIsolated {
            let frame = layoutFrame
            return "<\(HeadlessTypeNames.name(of: type(of: self))): \(headlessNumber) - \"\(identifier)\", layoutFrame = {{\(headlessFormat(frame.minX)), \(headlessFormat(frame.minY))}, {\(headlessFormat(frame.width)), \(headlessFormat(frame.height))}}, owningView = \(owningView?.headlessDebugName ?? "nil")>"
        }
    }
}

extension UILayoutGuide: HeadlessLayoutItem {
    var headlessHierarchyView: UIView? { owningView }
    var headlessDebugName: String {
        "\(HeadlessTypeNames.name(of: type(of: self))):\(headlessNumber)" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }
}
#endif
