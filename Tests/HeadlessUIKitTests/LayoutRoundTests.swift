#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A layout round places again only the subviews whose solved values moved, except where
/// layout was asked for: `setNeedsLayout()` places every subview, as UIKit's default
/// `layoutSubviews()` sets each subview's frame from the engine. Apple's documentation of
/// `UIView.layoutSubviews()`: "The default implementation uses any constraints you have set to
/// determine the size and position of any subviews"; of `setNeedsLayout()`: call it "when you
/// want to adjust the layout of a view's subviews", and the update waits for the next cycle.
@MainActor @Suite struct LayoutRoundTests {
    /// A view whose alignment rectangle is inset by a changeable amount.
    final class InsetView: UIView {
        var inset: CGFloat = 0
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset) }
    }

    @Test func setNeedsLayoutPlacesSubviewsWhoseValuesDidNotMove() {
        let window = UIWindow(headlessDevice: .iPhoneSE)
        let view = InsetView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
        // The alignment rectangle keeps its solved place; the frame grows around it, once asked.
        view.inset = 5
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 40, width: 100, height: 50), "nothing asked for layout")
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 15, y: 35, width: 110, height: 60))
    }
}
#endif
