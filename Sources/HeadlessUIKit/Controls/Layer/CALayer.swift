#if !canImport(UIKit)
import Foundation

/// The minimal layer behind a view (<doc:Environment#Content-views>): geometry and visibility mirror the
/// view; `cornerRadius`, `borderWidth` and `opacity` are stored for drawing; `masksToBounds`
/// is the view's `clipsToBounds`. Layers never affect layout. Unlike Core Animation's, this
/// layer is main-actor isolated, because it reads its view.
@preconcurrency @MainActor
open class CALayer: NSObject {
    private let viewReference: HeadlessItemReference
    private var view: UIView? { viewReference.view }

    init(view: UIView) {
        viewReference = view.itemReference
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

    /// The view's background colour, as a Core Graphics colour.
    open var backgroundColor: CGColor? {
        get { view?.backgroundColor?.cgColor }
        set { view?.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }
    /// The colour of the border; opaque black by default, as Core Animation documents.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners; `.circular` by default.
    open var cornerCurve = CALayerCornerCurve.circular
    /// The colour of the shadow; opaque black by default.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The opacity of the shadow; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0
    /// The offset of the shadow; (0, −3) by default, as Core Animation documents.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow; 3 by default.
    open var shadowRadius: CGFloat = 3
    /// The layer's position along the z axis among its siblings; 0 by default.
    open var zPosition: CGFloat = 0
    /// A name for the layer.
    open var name: String?
}

/// The corners of a layer, with Core Animation's raw values.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (y down).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public var rawValue: String
    /// Creates a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as on app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
#endif
