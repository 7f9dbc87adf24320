#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A round badge whose size comes from its content, as app code writes one.
final class CorpusBadgeView: UIView {
    /// The badge's diameter; changing it resizes the badge at the next layout pass.
    var diameter: CGFloat = 24 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: diameter, height: diameter)
    }
}
