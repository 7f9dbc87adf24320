#if !canImport(UIKit)
import Foundation

/// An image: for layout, only its size in points matters.
///
/// HeadlessUIKit loads no pixels. `UIImage(headlessSize:)` makes an image of a given size;
/// `UIImage(systemName:)` returns a 20 × 20 placeholder for any non-empty symbol name
/// (<doc:Environment#Content-views>) [MODEL]; `UIImage(named:)` finds no asset catalogue and returns nil.
open class UIImage: NSObject, @unchecked Sendable {
    // Immutable storage keeps the unchecked Sendable conformance honest.
    private let pointSize: CGSize
    private let pixelScale: CGFloat
    /// The symbol or asset name the image was made from, if any.
    public let headlessName: String?
    /// Whether the image is a symbol image.
    public let headlessIsSymbol: Bool
    /// The symbol configuration the image carries, if any.
    public let symbolConfiguration: SymbolConfiguration?
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// The colour a template image is drawn in, if set on the image.
    public let headlessTintColor: UIColor?

    /// The size of `UIImage(systemName:)` placeholders: 20 × 20 points [MODEL].
    public static let headlessSymbolSize = CGSize(width: 20, height: 20)

    /// Creates an image of `size` points at `scale` pixels per point; negative or non-finite
    /// dimensions become 0.
    public init(headlessSize size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        pointSize = CGSize(width: clean(size.width), height: clean(size.height))
        pixelScale = scale.isFinite && scale > 0 ? scale : 1
        headlessName = name
        headlessIsSymbol = false
        symbolConfiguration = nil
        renderingMode = .automatic
        headlessTintColor = nil
        super.init()
    }

    private init(copying image: UIImage, configuration: SymbolConfiguration?, renderingMode: RenderingMode, tintColor: UIColor?) {
        pointSize = image.pointSize
        pixelScale = image.pixelScale
        headlessName = image.headlessName
        headlessIsSymbol = image.headlessIsSymbol
        symbolConfiguration = configuration
        self.renderingMode = renderingMode
        headlessTintColor = tintColor
        super.init()
    }

    private init(symbol name: String, configuration: SymbolConfiguration?) {
        pointSize = UIImage.headlessSymbolSize
        pixelScale = 1
        headlessName = name
        headlessIsSymbol = true
        symbolConfiguration = configuration
        renderingMode = .automatic
        headlessTintColor = nil
        super.init()
    }

    /// An empty image: 0 × 0 points (`UIImage()`, often set to hide a bar's background).
    public convenience override init() {
        self.init(headlessSize: .zero)
    }

    /// The placeholder for a system symbol: 20 × 20 points; nil for an empty name.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(symbol: name, configuration: nil)
    }

    /// The placeholder for a system symbol carrying `configuration`; nil for an empty name.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        self.init(symbol: name, configuration: configuration)
    }

    /// The same image carrying `configuration`.
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(copying: self, configuration: configuration, renderingMode: renderingMode, tintColor: headlessTintColor)
    }

    /// The same image with `configuration` applied over its own.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        let combined = symbolConfiguration?.applying(configuration) ?? configuration
        return UIImage(copying: self, configuration: combined, renderingMode: renderingMode, tintColor: headlessTintColor)
    }

    /// The same image drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, configuration: symbolConfiguration, renderingMode: renderingMode, tintColor: headlessTintColor)
    }

    /// The same image drawn as a template in `color`.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(copying: self, configuration: symbolConfiguration, renderingMode: .alwaysOriginal, tintColor: color)
    }

    /// The same image drawn in `color` with `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, configuration: symbolConfiguration, renderingMode: renderingMode, tintColor: color)
    }

    /// An image from the app's asset catalogue; HeadlessUIKit has none, so always nil.
    public convenience init?(named name: String) {
        return nil
    }

    /// The size in points.
    open var size: CGSize { pointSize }
    /// Pixels per point.
    open var scale: CGFloat { pixelScale }

    /// Whether the other object is an image of the same size, scale and name.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other === self || (other.pointSize == pointSize && other.pixelScale == pixelScale
            && other.headlessName == headlessName && other.headlessIsSymbol == headlessIsSymbol)
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize.width)
        hasher.combine(pointSize.height)
        hasher.combine(headlessName)
        return hasher.finalize()
    }
}
#endif
