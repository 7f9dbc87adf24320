#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A view for manual layout code that lays its content out with Auto Layout: its
/// `sizeThatFits(_:)` is the content's fitting size (`autoLayoutSizeThatFits`), and when it
/// needs layout it calls `layoutCallback` (by default it asks its superview for layout too).
@MainActor open class AutoLayoutHostedInManualLayoutBridgingView: UIView {
    /// What to call when the view needs layout; nil asks the superview for layout.
    public var layoutCallback: (() -> Void)?
    /// How `sizeThatFits(_:)` treats the size it is given.
    public var sizeThatFitsBridgingMode: ManualLayoutSizeThatFitsBridgingMode = .fixedSize
    private var isCallingBack = false

    /// An empty bridging view (add Auto Layout content to it).
    public convenience init(sizeThatFitsBridgingMode: ManualLayoutSizeThatFitsBridgingMode, backgroundColor: UIColor? = nil) {
        self.init(frame: .zero)
        self.sizeThatFitsBridgingMode = sizeThatFitsBridgingMode
        self.backgroundColor = backgroundColor
    }

    /// A bridging view filled by `view`, laid out with Auto Layout.
    public convenience init(
        view: UIView, sizeThatFitsBridgingMode: ManualLayoutSizeThatFitsBridgingMode = .boundedSize, layoutCallback: (() -> Void)? = nil
    ) {
        self.init(frame: .zero)
        self.sizeThatFitsBridgingMode = sizeThatFitsBridgingMode
        self.layoutCallback = layoutCallback
        addSubview(view, filling: .superview)
    }

    /// The content's fitting size for `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        autoLayoutSizeThatFits(size, bridgingMode: sizeThatFitsBridgingMode)
    }

    /// Marks the view for layout and tells the manual layout around it.
    open override func setNeedsLayout() {
        super.setNeedsLayout()
        guard !isCallingBack else { return }
        isCallingBack = true
        defer { isCallingBack = false }
        if let layoutCallback { layoutCallback() } else { superview?.setNeedsLayout() }
    }
}
