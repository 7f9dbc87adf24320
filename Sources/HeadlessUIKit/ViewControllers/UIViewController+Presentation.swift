#if !canImport(UIKit)
import Foundation

// Presenting and dismissing, with the frames iOS gives each style.
extension UIViewController {
    func presentController(_ presented: UIViewController, completion: (() -> Void)?) {
        guard storedPresentedViewController == nil, presented.storedPresentingViewController == nil, presented !== self,
              let window = storedView?.window else {
            writeLog(.exception, "Attempt to present \(type(of: presented)) on \(type(of: self)) whose view is not in the window hierarchy or which is already presenting.")
            return
        }
        storedPresentedViewController = presented
        presented.storedPresentingViewController = self
        let view = presented.view!
        view.frame = Self.presentationFrame(for: presented.modalPresentationStyle, in: window)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        presented.beginAppearance()
        completion?()
    }

    func dismissPresented(completion: (() -> Void)?) {
        guard let presented = storedPresentedViewController ?? (storedPresentingViewController != nil ? self : nil),
              let presenting = presented.storedPresentingViewController else {
            completion?()
            return
        }
        if let further = presented.storedPresentedViewController { further.dismissPresented(completion: nil) }
        presented.runDisappearance()
        presented.storedView?.removeFromSuperview()
        presenting.storedPresentedViewController = nil
        presented.storedPresentingViewController = nil
        completion?()
    }

    /// The frame iOS 17 gives a presented view in `window`:
    /// - full screen: the window's bounds;
    /// - page and form sheets on a phone in portrait: the full width, from 10 points below the
    ///   safe area's top on phones with a home indicator (393 × 852: y 69, height 783) and 20 on
    ///   phones with a home button (375 × 667: y 40, height 627), measured with the largest
    ///   detent (github.com/boscojwho/SheetInteraction, Detents.swift); full screen in compact
    ///   height;
    /// - form sheets on a regular-width iPad: 540 × 620, centred [weakly sourced: the size iOS
    ///   used before iPadOS 16]; page sheets there use the same frame [MODEL: unconfirmed].
    static func presentationFrame(for style: UIModalPresentationStyle, in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        let traits = window.traitCollection
        switch style {
        case .automatic, .pageSheet, .formSheet:
            if traits.verticalSizeClass == .compact { return bounds }
            if traits.horizontalSizeClass == .regular, traits.userInterfaceIdiom == .pad {
                let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
                return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            }
            let safe = window.safeAreaInsets
            let top = safe.top + (safe.bottom > 0 ? 10 : 20)
            return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        default:
            return bounds
        }
    }
}
#endif
