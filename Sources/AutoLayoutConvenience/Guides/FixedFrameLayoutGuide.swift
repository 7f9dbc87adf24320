#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A layout guide at a fixed rectangle of its owning view (<doc:HelperViews#Fixed-frame-guides>): `frame`
/// means what `UIView.frame` means, measured from the owner's left and top edges, also in
/// right-to-left layouts. Useful to mix manual calculations with Auto Layout.
@MainActor open class FixedFrameLayoutGuide: UILayoutGuide {
    /// The guide's rectangle in its owning view's coordinates; `.zero` by default. A rectangle
    /// with a non-finite value is reported and ignored.
    open var frame: CGRect = .zero {
        didSet {
            guard oldValue != frame else { return }
            guard Self.isValid(frame) else {
                LayoutDiagnostics.report(.invalidArgument, "FixedFrameLayoutGuide.frame \(frame) is not finite; the guide keeps \(oldValue)",
                                         file: #fileID, line: #line)
                frame = oldValue
                return
            }
            writeConstants()
        }
    }

    /// The origin of `frame`.
    open var point: CGPoint {
        get { frame.origin }
        set { frame.origin = newValue }
    }

    /// The centre of `frame`; setting it keeps the size.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of `frame`; setting it keeps the origin.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// Installs the guide's constraints in the new owning view; losing it deactivates them.
    open override weak var owningView: UIView? {
        didSet { if oldValue !== owningView { owningViewDidChange() } }
    }

    /// left, right, top, bottom, in that order.
    private var installed: ConstraintsList?

    private func owningViewDidChange() {
        installed?.deactivate()
        installed = nil
        guard let owner = owningView else { return }
        let constraints = [
            leftAnchor.constraint(equalTo: owner.leftAnchor),
            rightAnchor.constraint(equalTo: owner.leftAnchor),
            topAnchor.constraint(equalTo: owner.topAnchor),
            bottomAnchor.constraint(equalTo: owner.topAnchor),
        ]
        for (constraint, detail) in zip(constraints, ["left", "right", "top", "bottom"]) {
            constraint.identifier = "FixedFrameLayoutGuide fixedFrame.\(detail)"
        }
        let list = ConstraintsList(constraints: constraints, view: owner)
        installed = list
        writeConstants()
        list.activate()
    }

    private func writeConstants() {
        guard let all = installed?.all, all.count == 4 else { return }
        let constants = [frame.minX, frame.maxX, frame.minY, frame.maxY]
        for (constraint, constant) in zip(all, constants) where constraint.constant != constant {
            constraint.constant = constant
        }
    }

    private static func isValid(_ rect: CGRect) -> Bool {
        [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite)
    }
}
