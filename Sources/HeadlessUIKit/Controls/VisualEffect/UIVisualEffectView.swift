#if !canImport(UIKit)
import Foundation

/// A view that shows a blur or vibrancy behind its `contentView`.
///
/// As UIKit's header says, subviews go into `contentView`, not into the effect view itself. The
/// content view fills the effect view and follows its size (flexible width and height), as the
/// views inside system bars' effect views are recorded on iOS 11 to 16
/// (`_UIVisualEffectContentView … frame = (0 0; 371 48); autoresize = W+H`). The effect is kept
/// for drawing and never affects layout.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to.
    public let contentView = UIView()
    /// The effect; nil for none.
    open var effect: UIVisualEffect?

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// An effect view from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    /// An effect view without an effect.
    public convenience init() {
        self.init(effect: nil)
    }

    /// An effect view without an effect, with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
#endif
