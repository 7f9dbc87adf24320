#if !canImport(UIKit)
import Foundation

/// A row of dots, one per page, the current one highlighted.
///
/// Sized from its page count, as iOS 14 and later do (`size(forNumberOfPages:)`; a page control
/// sizes its width to the count): dots 10 points across, 8 points apart, in a platter padded
/// 14 points at the sides and 8 above and below, so 26 points high [MODEL: the padding and
/// spacing as apps report them, the dot size chosen so that the height is the 26 points apps
/// report; no recording of the dots was found]. The `.minimal` background style drops the
/// padding. Headless page controls are not tapped: a test calls `headlessSelectPage(_:)`,
/// which sends `.valueChanged` as a tap does.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How the platter behind the dots is shown.
    public enum BackgroundStyle: Int, Sendable {
        /// A platter while the user interacts.
        case automatic
        /// Always a platter.
        case prominent
        /// Never a platter.
        case minimal
    }

    /// The direction the dots run in.
    public enum Direction: Int, Sendable {
        /// In the reading direction.
        case natural
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
        /// Top to bottom.
        case topToBottom
        /// Bottom to top.
        case bottomToTop
    }

    /// A dot's side.
    static let indicatorSize: CGFloat = 10
    /// The space between dots.
    static let indicatorSpacing: CGFloat = 8
    /// The platter's padding at the ends of the row and beside it.
    static let padding = (along: CGFloat(14), across: CGFloat(8))

    /// The number of pages; 0 by default.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            invalidateIntrinsicContentSize()
            updateVisibility()
        }
    }
    /// The current page, pinned to the pages; 0 by default.
    open var currentPage = 0 {
        didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
    }
    /// Whether the control hides when there is only one page; false by default.
    open var hidesForSinglePage = false {
        didSet { updateVisibility() }
    }
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// The platter's style; `.automatic` by default.
    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The direction of the dots; `.natural` by default.
    open var direction: Direction = .natural {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether scrubbing moves through pages continuously; true by default.
    open var allowsContinuousInteraction = true
    /// The image of every dot; nil for the system's.
    open var preferredIndicatorImage: UIImage?
    /// The image of the current page's dot; nil for the system's.
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    /// A page control at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A page control from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots of `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        let padded = backgroundStyle != .minimal
        let along = count * Self.indicatorSize + max(count - 1, 0) * Self.indicatorSpacing + (padded ? 2 * Self.padding.along : 0)
        let across = Self.indicatorSize + (padded ? 2 * Self.padding.across : 0)
        return direction == .topToBottom || direction == .bottomToTop
            ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// The size of the current number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The image of page `page`'s dot.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }

    /// Sets the image of page `page`'s dot.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }

    /// The image of page `page`'s dot while it is current.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
    }

    /// Sets the image of page `page`'s dot while it is current.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { currentIndicatorImages[page] = image }

    /// Taps page `page`: makes it current and sends `.valueChanged`.
    public func headlessSelectPage(_ page: Int) {
        guard isEnabled, (0..<numberOfPages).contains(page), page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }

    private func updateVisibility() {
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
    }
}
#endif
