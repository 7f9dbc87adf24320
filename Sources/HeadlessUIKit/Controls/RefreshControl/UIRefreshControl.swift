#if !canImport(UIKit)
import Foundation

/// The pull-to-refresh control of a scroll view (`UIScrollView.refreshControl`).
///
/// The scroll view holds it as a subview, as in UIKit. It is never pulled headless: a test calls
/// `headlessPullToRefresh()`, which starts refreshing and sends `.valueChanged` as a pull does;
/// the app calls `endRefreshing()`. Its size and place above the content are not modelled (it
/// keeps an empty frame and never moves the content).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether the control is refreshing.
    open private(set) var isRefreshing = false
    /// The title shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// A refresh control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A refresh control from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A refresh control.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Shows the control refreshing (sends no event, as in UIKit).
    open func beginRefreshing() { isRefreshing = true }

    /// Stops refreshing.
    open func endRefreshing() { isRefreshing = false }

    /// Pulls the scroll view down as a user would: starts refreshing and sends `.valueChanged`.
    /// Does nothing while refreshing or disabled.
    public func headlessPullToRefresh() {
        guard isEnabled, !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}
#endif
