#if !canImport(UIKit)
import Foundation

/// A view that shows an image. Its intrinsic size is the image's size in points; without an
/// image it has none (<doc:Environment#Content-views>).
@preconcurrency @MainActor
open class UIImageView: UIView {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    /// The symbol configuration applied to symbol images shown; stored (symbols keep their
    /// placeholder size headless).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// Creates an image view with the given frame and no image; it ignores touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Creates an image view whose frame has the image's size, at the origin.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Creates an image view with an image and a highlighted image; the frame has the image's size.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// The image shown; changing it changes the intrinsic size at the next layout pass.
    open var image: UIImage? {
        didSet { if oldValue !== image { invalidateIntrinsicContentSize() } }
    }

    /// The image shown while highlighted; it never affects layout.
    open var highlightedImage: UIImage?

    /// Whether the view shows `highlightedImage`; false by default.
    open var isHighlighted: Bool = false

    /// The image's size, or `noIntrinsicMetric` on both axes without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }
}
#endif
