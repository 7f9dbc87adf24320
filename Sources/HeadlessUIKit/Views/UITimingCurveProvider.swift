#if !canImport(UIKit)
import Foundation

/// The kinds of timing curve a `UITimingCurveProvider` describes.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve for some properties and a spring for others.
    case composed
}

/// The timing of a property animator: a cubic curve, a spring, or both. HeadlessUIKit keeps
/// the parameters for tests to read; animations still apply their final state at once.
@MainActor public protocol UITimingCurveProvider: NSObjectProtocol {
    /// Which kind of curve this is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve, named or by control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve; `.easeInOut` for the default curve and for control points.
    open private(set) var animationCurve: UIView.AnimationCurve
    /// The first control point.
    open private(set) var controlPoint1: CGPoint
    /// The second control point.
    open private(set) var controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve (ease in, ease out).
    public override init() {
        (animationCurve, isBuiltin) = (.easeInOut, true)
        (controlPoint1, controlPoint2) = Self.controlPoints(of: .easeInOut)
        super.init()
    }

    /// A named curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        (animationCurve, isBuiltin) = (curve, true)
        (controlPoint1, controlPoint2) = Self.controlPoints(of: curve)
        super.init()
    }

    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        (animationCurve, isBuiltin) = (.easeInOut, false)
        (controlPoint1, controlPoint2) = (point1, point2)
        super.init()
    }

    /// `.builtin` for a named curve, `.cubic` for control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// This curve.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The control points of Core Animation's named timing functions.
    private static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}

/// A spring timing curve, by damping ratio, by physical parameters, or by duration and bounce.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, relative to the distance to travel.
    open private(set) var initialVelocity: CGVector
    /// The damping ratio the spring was made with (1 when made from physical parameters,
    /// 1 − bounce when made from a bounce).
    public let headlessDampingRatio: CGFloat

    /// The system's default spring (critically damped).
    public override init() {
        (initialVelocity, headlessDampingRatio) = (CGVector(dx: 0, dy: 0), 1)
        super.init()
    }

    /// A spring by damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        (initialVelocity, headlessDampingRatio) = (velocity, ratio)
        super.init()
    }

    /// A spring by damping ratio, at rest at the start.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring by mass, stiffness and damping: its damping ratio is
    /// damping / (2 √(stiffness × mass)).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (stiffness * mass).squareRoot()
        (initialVelocity, headlessDampingRatio) = (velocity, critical > 0 ? damping / critical : 1)
        super.init()
    }

    /// A spring by duration and bounce (iOS 17): a bounce of 0 is critically damped.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        (initialVelocity, headlessDampingRatio) = (velocity, 1 - bounce)
        super.init()
    }

    /// A spring by duration and bounce, at rest at the start (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This spring.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
#endif
