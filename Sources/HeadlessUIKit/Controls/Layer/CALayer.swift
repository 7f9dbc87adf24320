#if !canImport(UIKit)
import Foundation

/// The minimal layer behind a view (uikit-model.md §12): geometry and visibility mirror the
/// view; `cornerRadius`, `borderWidth` and `opacity` are stored for drawing; `masksToBounds`
/// is the view's `clipsToBounds`. Layers never affect layout. Unlike Core Animation's, this
/// layer is main-actor isolated, because it reads its view.
@preconcurrency @MainActor
open class CALayer: NSObject {
    private weak var view: UIView?

    init(headlessView view: UIView) {
        self.view = view
        super.init()
    }

    /// The view's bounds.
    open var bounds: CGRect {
        get { view?.bounds ?? .zero }
        set { view?.bounds = newValue }
    }

    /// The view's centre, in its superview's coordinates.
    open var position: CGPoint {
        get { view?.center ?? .zero }
        set { view?.center = newValue }
    }

    /// The view's frame.
    open var frame: CGRect {
        get { view?.frame ?? .zero }
        set { view?.frame = newValue }
    }

    /// Whether the view is hidden.
    open var isHidden: Bool {
        get { view?.isHidden ?? false }
        set { view?.isHidden = newValue }
    }

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// The radius of the rounded corners; 0 by default. Rendered, never laid out.
    open var cornerRadius: CGFloat = 0
    /// The width of the border; 0 by default.
    open var borderWidth: CGFloat = 0
    /// The opacity, 0…1; 1 by default.
    open var opacity: Float = 1
}
#endif
