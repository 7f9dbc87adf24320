#if !canImport(UIKit)
import Foundation

// The root view: installing it, its margins and safe area, and the layout callbacks the layout
// pass sends through it.
extension UIViewController {
    /// Makes `newView` the root view: it points back to the controller, and its requested margins
    /// start at zero, so that the system minimum decides them until the app sets its own.
    func install(_ newView: UIView?) {
        guard newView !== storedView else { return }
        storedView?.owningViewController = nil
        storedView = newView
        guard let newView else { return }
        newView.owningViewController = self
        if newView.requestedMargins == UIView.defaultRequestedMargins { newView.requestedMargins = .directional(.zero) }
        newView.refreshDerivedGeometryOfSubtree()
    }

    /// The system minimum side margin of the root view (see `UIView.systemMinimumSideMargin`),
    /// 0 above and below.
    var systemMinimumMargins: NSDirectionalEdgeInsets {
        let side = UIView.systemMinimumSideMargin(traits: traitCollection, screen: storedView?.window?.bounds.size ?? .zero)
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The root view's requested margins widened to the system minimum, as absolute insets.
    func rootMargins(requested: UIEdgeInsets) -> UIEdgeInsets {
        guard viewRespectsSystemMinimumLayoutMargins, let view = storedView else { return requested }
        let minimum = systemMinimumLayoutMargins
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? minimum.trailing : minimum.leading, right = rtl ? minimum.leading : minimum.trailing
        return UIEdgeInsets(top: max(requested.top, minimum.top), left: max(requested.left, left),
                            bottom: max(requested.bottom, minimum.bottom), right: max(requested.right, right))
    }
}

extension UIView {
    /// The side margin UIKit gives a root view and a table's cells: 20 points in regular width
    /// or on phones at least 414 points wide in portrait, 16 otherwise (useyourloaf.com,
    /// "Changing Root View Layout Margins": 16 for compact width and 20 for regular; the iPhone 6
    /// Plus and later Plus and Max phones use 20 in portrait).
    var systemMinimumSideMargin: CGFloat {
        UIView.systemMinimumSideMargin(traits: traitCollection, screen: window?.bounds.size ?? .zero)
    }

    /// The system minimum side margin under `traits` on a screen of the given size.
    static func systemMinimumSideMargin(traits: UITraitCollection, screen: CGSize) -> CGFloat {
        let widePhone = traits.userInterfaceIdiom == .phone && min(screen.width, screen.height) >= 414
        return traits.horizontalSizeClass == .regular || widePhone ? 20 : 16
    }

    /// UIKit's default requested margins: 8 points on every edge.
    static let defaultRequestedMargins = HeadlessRequestedMargins.absolute(UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

    /// Runs the view's own `updateConstraints()`.
    func runUpdateConstraints() { updateConstraints() }

    /// `updateConstraints()`, through the controller's `updateViewConstraints()` for a root view.
    func updateConstraintsThroughController() {
        if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
    }

    /// `layoutSubviews()`, between the controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` for a root view.
    func layOutSubviewsThroughController() {
        let controller = owningViewController
        // UIKit updates a root view's safe area and margins before the controller hears of the
        // layout: viewSafeAreaInsetsDidChange comes before viewWillLayoutSubviews.
        if controller != nil { refreshDerivedGeometry() }
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        // After the solved frames, as UIKit's container views place their bars in their own
        // layoutSubviews; the frames feed the next round's solve.
        controller?.layOutContainerViews()
        controller?.viewDidLayoutSubviews()
    }
}
#endif
