#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Lays out a container's subviews from Visual Format Language strings and `X:` equations
/// (<doc:VisualFormatRules#The-helper>), keeping track of which constraint came from which string so that views can
/// be removed and keyed constraint sets swapped.
///
/// ```swift
/// try AutolayoutHelper.configureView(view, subViews: ["v1": v1, "v2": v2], metrics: ["h": 50],
///     constraints: ["H:|[v1]|", "H:|[v2]|", "V:|-[v1(h)]-[v2]-|"])
/// ```
/// Every call parses all its strings before changing anything: a `VisualFormatError` leaves the
/// views and constraints as they were.
@MainActor public final class AutolayoutHelper {
    /// Keys that name the container in strings and cannot name a subview.
    static let reservedKeys: Set<String> = ["superview", "parent"]

    /// The container, held weakly unless the helper created it.
    private weak var weakView: UIView?
    /// The container the helper created (`subViews(_:metrics:constraints:)`), held strongly.
    private var ownedView: UIView?

    /// The container whose subviews the helper lays out.
    public var view: UIView? { ownedView ?? weakView }
    /// The views added through the helper, by key.
    public internal(set) var subViews: [String: UIView] = [:]
    /// Metric values strings may name.
    public var metrics: [String: CGFloat] = [:]
    /// The strings added so far with their constraints, in order.
    var records: [FormatRecord] = []

    /// A helper for an existing container, which it holds weakly.
    public init(view: UIView) {
        weakView = view
    }

    /// A helper that owns a new container.
    init(owning view: UIView) {
        ownedView = view
    }
}
