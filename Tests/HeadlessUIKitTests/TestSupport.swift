import Foundation
import HeadlessUIKit

/// A view with a fixed intrinsic content size, for tests.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A plain view with `translatesAutoresizingMaskIntoConstraints` off, added to `superview`.
@MainActor func constrainedSubview(of superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// A detached root view at the origin with the given size.
@MainActor func rootView(_ width: CGFloat, _ height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Keeps the windows a test shows alive until the test ends, as an app keeps its window: a
/// window nobody holds goes away with the views in it.
@MainActor final class WindowKeeper {
    private var windows: [UIWindow] = []

    /// Keeps `window`; returns it.
    @discardableResult
    func keep(_ window: UIWindow) -> UIWindow {
        windows.append(window)
        return window
    }
}

/// Whether two rectangles agree on every edge to within `tolerance`: frames on a 3× grid carry
/// floating-point noise in their last bit (161.667 + 120 is not exactly 281.667).
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

/// Runs `body` with `HeadlessDynamicTypeTextModel` as the text measurer, in which every letter
/// is half an em wide, so that a test of label mechanics can state its sizes by hand
/// ("Hello world" at 17 pt: 10 × 8.5 + 4.25). The default measurer is restored afterwards.
@MainActor func withUniformTextModel<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = HeadlessEnvironment.textMeasurer
    HeadlessEnvironment.textMeasurer = HeadlessDynamicTypeTextModel()
    defer { HeadlessEnvironment.textMeasurer = previous }
    return try body()
}
