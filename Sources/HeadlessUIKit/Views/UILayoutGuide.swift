#if !canImport(UIKit)
import Foundation
import LayoutSolver

/// A rectangle that takes part in Auto Layout without being a view (<doc:GeometryGuides#Layout-guides>).
/// Add it to a view with `addLayoutGuide(_:)` before constraining it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    let objectNumber = HeadlessObjectCounter.next()
    lazy var itemVariables = HeadlessItemVariables(owner: itemReference)

    nonisolated(unsafe) private var referenceStorage = HeadlessItemReference.Storage()
    private var owningViewReference: HeadlessItemReference?

    /// Creates a guide.
    public override init() {
        super.init()
    }

    deinit { referenceStorage.itemDidGoAway() }

    /// The reference through which other objects point at the guide without keeping it alive.
    var itemReference: HeadlessItemReference { referenceStorage.reference { HeadlessItemReference(guide: self) } }

    /// Creates a guide from an archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The view that owns the guide; set by `addLayoutGuide(_:)`.
    open weak var owningView: UIView? {
        get { owningViewReference?.view }
        set { owningViewReference = newValue?.itemReference }
    }

    /// A name for debugging.
    open var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    open var layoutFrame: CGRect {
        guard let owningView, let engine = owningView.hierarchyRoot.storedLayoutEngine else { return .zero }
        let rect = engine.solvedRect(itemVariables)
        let owner = engine.solvedRect(owningView.itemVariables)
        let scale = owningView.displayScaleOrOne
        let snapped = snapToPixels(rect, scale)
        let ownerFrame = owningView.frame(forAlignmentRect: CGRect(
            x: roundToPixel(owner.minX, scale), y: roundToPixel(owner.minY, scale), width: 0, height: 0))
        return snapped.offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY)
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .leading)) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .trailing)) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .left)) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .right)) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .top)) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .bottom)) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .width)) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .height)) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .centerX)) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(anchorSpec: HeadlessAnchorSpec(itemReference, attribute: .centerY)) }

    /// Whether the constraints leave the guide's rectangle free to move (<doc:Solving#Ambiguity>).
    open var hasAmbiguousLayout: Bool {
        guard let owningView else { return false }
        return owningView.ambiguityProbe(of: self) != nil
    }

    /// The constraints, internal ones included, that bind the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.engineConstraintsAffectingLayout(of: self, for: axis) ?? []
    }

    /// As UIKit prints guides: `<UILayoutGuide: 0x5 - "identifier", layoutFrame = {{0, 0}, {10, 10}}>`.
    nonisolated open override var description: String {
        return MainActor.assumeIsolated {
            let frame = layoutFrame
            return "<\(HeadlessTypeNames.name(of: type(of: self))): \(objectNumber) - \"\(identifier)\", layoutFrame = {{\(formatLayoutNumber(frame.minX)), \(formatLayoutNumber(frame.minY))}, {\(formatLayoutNumber(frame.width)), \(formatLayoutNumber(frame.height))}}, owningView = \(owningView?.debugName ?? "nil")>"
        }
    }
}

extension UILayoutGuide: HeadlessLayoutItem {
    var hierarchyView: UIView? { owningView }
    var debugName: String {
        "\(HeadlessTypeNames.name(of: type(of: self))):\(objectNumber)" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }
}
#endif
