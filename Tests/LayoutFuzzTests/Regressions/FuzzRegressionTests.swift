#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// Defects the layout fuzzer found, each as a short reproduction written out by hand.
@Suite @MainActor struct FuzzRegressionTests {
    /// A stack view with autoresizing on, whose subview fills its margins 227 pt in, moved into
    /// a scroll view that nothing positions. The scroll view's position was free and drifted up
    /// by the window's inset every round, growing its own safe-area inset and the stack's, and
    /// the pass never settled. Insets now cover no more than the view, and free sizes rest at
    /// their smallest, so it settles at once. Nothing places the scroll view, so its origin is
    /// ambiguous (any point solves the layout): the test holds the sizes, the insets and the
    /// stack's place relative to the scroll view, and that a second pass moves nothing.
    @Test func aFreeScrollViewDoesNotDriftWithItsSafeArea() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let outer = UIStackView(), inner = UIStackView(), scroll = UIScrollView()
        window.addSubview(outer)
        outer.addSubview(inner, filling: .layoutMargins, insets: .all(227))
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        window.layoutIfNeeded()
        let log = HeadlessLog.capture {
            scroll.addSubview(outer)
            window.layoutIfNeeded()
        }
        #expect(log.isEmpty)
        #expect(scroll.frame.size == .zero)
        #expect(outer.frame == .zero)
        #expect(outer.safeAreaInsets == .zero)
        // The margins guide is 8 pt in; the filler 227 pt further, with no room: empty.
        #expect(inner.frame == CGRect(x: 235, y: 235, width: 0, height: 0))
        let settled = scroll.frame
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(scroll.frame == settled)
    }

    /// A view of free size below the screen's bottom edge, whose content is centred in its
    /// readable content guide. Its safe area covered all of it, so its bottom margin grew with
    /// its height; the guide's height had a stay towards 0 like the view's, and the two tied, so
    /// the view grew by 16 points every round. Guides now have no stays: the view rests at 0.
    @Test func aViewBelowTheScreenDoesNotGrowWithItsOwnMargins() {
        let window = UIWindow(headlessDevice: .iPhone15ProMax, orientation: .portrait)
        let view = UIView(), image = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        image.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        view.addSubview(image)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: window.bottomAnchor),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            image.centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: 41.5),
            image.centerYAnchor.constraint(equalTo: guide.centerYAnchor, constant: 161.5),
            image.widthAnchor.constraint(equalToConstant: 16),
            image.heightAnchor.constraint(equalToConstant: 72),
        ])
        let log = HeadlessLog.capture { window.layoutIfNeeded() }
        #expect(!log.contains { $0.category == .layoutLoop })
        #expect(view.frame == CGRect(x: 430, y: 932, width: 0, height: 0))
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.frame.height == 0)
    }
}
#endif
