import AutoLayoutConvenience
import Foundation

// Helpers shared by the test suites of the DSL and the idioms: views and roots to lay out, the
// fields of a constraint to compare, identifiers, and captured diagnostics. Not a product.

/// A view with a fixed intrinsic content size, so a test needs to pin only its position.
public final class IntrinsicView: UIView {
    /// The intrinsic content size.
    public let size: CGSize

    /// A view whose intrinsic size is `width` × `height`.
    public init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { nil }

    public override var intrinsicContentSize: CGSize { size }
}

/// A detached root view at the origin with the given size (no safe area, margins 8).
@MainActor public func rootView(_ width: CGFloat = 400, _ height: CGFloat = 300) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// An iPhone 15 window in portrait: 393 × 852, safe area (59, 0, 34, 0), margins 8 inside it.
///
/// Headless, HeadlessUIKit's iPhone 15 preset. On iOS, a window on the test host's scene: the
/// numbers hold when the tests run on an iPhone 15 simulator in portrait.
@MainActor public func phoneWindow() -> UIWindow {
    #if canImport(UIKit)
    let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
    let window = scene.map(UIWindow.init(windowScene:)) ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.isHidden = false
    return window
    #else
    UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
    #endif
}

/// The diagnostics reported while `body` runs.
@MainActor public func diagnostics(_ body: () -> Void) -> [LayoutDiagnostic] {
    var reported: [LayoutDiagnostic] = []
    let previous = LayoutDiagnostics.handler
    LayoutDiagnostics.handler = { reported.append($0) }
    defer { LayoutDiagnostics.handler = previous }
    body()
    return reported
}

/// The fields of a constraint, items compared by identity.
public struct Fields: Equatable, CustomStringConvertible {
    /// The first item's identity.
    public var first: ObjectIdentifier?
    /// The first item's attribute.
    public var firstAttribute: NSLayoutConstraint.Attribute
    /// The relation between the two sides.
    public var relation: NSLayoutConstraint.Relation
    /// The second item's identity; nil for a constant.
    public var second: ObjectIdentifier?
    /// The second item's attribute (`.notAnAttribute` for a constant).
    public var secondAttribute: NSLayoutConstraint.Attribute
    /// The multiplier of the second side.
    public var multiplier: CGFloat
    /// The constant.
    public var constant: CGFloat
    /// The priority's raw value.
    public var priority: Float
    /// The identifier; the DSL names every constraint it makes.
    public var identifier: String?

    /// The fields in one line, e.g. `3 0 0 ×1 8.0 @1000.0 'id'`.
    public var description: String {
        "\(firstAttribute.rawValue) \(relation.rawValue) \(secondAttribute.rawValue) ×\(multiplier) \(constant) @\(priority) '\(identifier ?? "-")'"
    }
}

/// The fields of `constraint`.
@MainActor public func fields(_ constraint: NSLayoutConstraint?) -> Fields? {
    guard let c = constraint else { return nil }
    return Fields(first: c.firstItem.map(ObjectIdentifier.init), firstAttribute: c.firstAttribute, relation: c.relation,
                  second: c.secondItem.map(ObjectIdentifier.init), secondAttribute: c.secondAttribute,
                  multiplier: c.multiplier, constant: c.constant, priority: c.priority.rawValue, identifier: c.identifier)
}

/// Expected fields: `first.firstAttribute REL second.secondAttribute × multiplier + constant`.
@MainActor public func expected(
    _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
    _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000, id: String
) -> Fields {
    Fields(first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
           second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
           multiplier: multiplier, constant: constant, priority: priority, identifier: id)
}

/// `<fileID>:<line> <detail>`, the identifier of a constraint made on `line` of the calling file.
public func id(_ line: Int, _ detail: String, file: String = #fileID) -> String {
    "\(file):\(line) \(detail)"
}
/// Keeps the windows a test shows alive until the test ends, as an app keeps its window: a
/// window nobody holds goes away with the views in it.
@MainActor public final class WindowKeeper {
    private var windows: [UIWindow] = []

    /// A keeper holding no window yet.
    public init() {}

    /// Keeps `window`; returns it.
    @discardableResult
    public func keep(_ window: UIWindow) -> UIWindow {
        windows.append(window)
        return window
    }
}

/// Whether two rectangles agree on every edge to within `tolerance`: edges on a 3× pixel grid
/// are exact, but a width computed from them can differ in its last bit.
public func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}
