#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Where a view's safe area and layout margins lie, in the snapshot's canvas coordinates: what
/// the renderer's guide overlays draw (`SVGRenderer.Options.overlays`).
public struct GuideFrames: Equatable, Sendable {
    /// The view's `safeAreaLayoutGuide.layoutFrame`, in canvas coordinates.
    public var safeArea: CGRect
    /// The view's `layoutMarginsGuide.layoutFrame`, in canvas coordinates.
    public var layoutMargins: CGRect

    /// Creates guide frames.
    public init(safeArea: CGRect, layoutMargins: CGRect) {
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
    }

    /// The guides of `view`, whose bounds are drawn at `canvasFrame`. The rectangles come from
    /// the view's insets (`safeAreaInsets`, `layoutMargins`), so they hold whether or not a
    /// constraint uses the guides.
    @MainActor
    public init(of view: UIView, canvasFrame: CGRect) {
        self.init(safeArea: canvasFrame.inset(by: view.safeAreaInsets),
                  layoutMargins: canvasFrame.inset(by: Self.marginInsets(of: view)))
    }

    /// The margins as UIKit's layout margins guide applies them: measured from the safe area
    /// when `insetsLayoutMarginsFromSafeArea` is on, from the bounds otherwise. (Margins widened
    /// by `preservesSuperviewLayoutMargins` are not shown.)
    @MainActor
    private static func marginInsets(of view: UIView) -> UIEdgeInsets {
        let margins = view.layoutMargins
        guard view.insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = view.safeAreaInsets
        return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
}
#endif
