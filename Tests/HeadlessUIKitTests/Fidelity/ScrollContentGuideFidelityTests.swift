import Foundation
import HeadlessUIKit
import Testing

/// A content view on a scroll view's `contentLayoutGuide`, at least as large as the scroll
/// view's safe area: drewolbrich/ScrollingContentViewController, `Tests/IntrinsicSizeTests/
/// IntrinsicSizeTests.swift` (`testDefaultLayout`, `testExpandedLayout`) and the library's
/// `ScrollingContentViewManager.swift` (read at 484a16f16eace8d4ec4f5df2e825113e725b1c75). The
/// library puts a scroll view over the whole root view (autoresizing, frame = root bounds,
/// `contentInsetAdjustmentBehavior = .always`), pins the content view's four edges to the
/// scroll view's `contentLayoutGuide`, and asks width ≥ and height ≥ the scroll view's
/// `safeAreaLayoutGuide` at priority 500. The test's content view has an intrinsic size of
/// 200 × 200 (default hugging 250, compression resistance 750). The tests run in a window on
/// the simulator's screen and assert, exactly, that the content view and the content size
/// equal the root view's safe-area size, and that with an intrinsic height of 2000 both
/// become 2000 high. Rebuilt here on two screens (20-point and 44/34-point safe areas). Case
/// ids K13 and K14 in docs/research/fidelity-sources.md.
@Suite @MainActor struct ScrollContentGuideFidelityTests {
    private final class SizedContent: UIView {
        var height: CGFloat = 200 { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { CGSize(width: 200, height: height) }
    }

    private struct Screen: Sendable {
        let size: CGSize, safeArea: UIEdgeInsets
    }

    nonisolated private static let screens = [
        Screen(size: CGSize(width: 320, height: 568), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        Screen(size: CGSize(width: 375, height: 812), safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
    ]

    private func build(_ screen: Screen) -> (UIWindow, UIView, UIScrollView, SizedContent) {
        let device = FidelityFixture.device(screen.size.width, screen.size.height, scale: 3, safeArea: screen.safeArea)
        let window = UIWindow(headlessDevice: device, orientation: .portrait)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let root = controller.view!
        let scroll = UIScrollView(frame: root.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentInsetAdjustmentBehavior = .always
        root.addSubview(scroll)
        let content = SizedContent()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let minimumWidth = content.widthAnchor.constraint(greaterThanOrEqualTo: scroll.safeAreaLayoutGuide.widthAnchor)
        let minimumHeight = content.heightAnchor.constraint(greaterThanOrEqualTo: scroll.safeAreaLayoutGuide.heightAnchor)
        minimumWidth.priority = UILayoutPriority(500)
        minimumHeight.priority = UILayoutPriority(500)
        let guide = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: content.leftAnchor), guide.rightAnchor.constraint(equalTo: content.rightAnchor),
            guide.topAnchor.constraint(equalTo: content.topAnchor), guide.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            minimumWidth, minimumHeight,
        ])
        window.layoutIfNeeded()
        return (window, root, scroll, content)
    }

    @Test(arguments: [0, 1])
    func theContentStretchesToTheSafeArea(screen index: Int) {
        // K13: content frame size == content size == the root view's safe-area size.
        let screen = Self.screens[index]
        let (window, root, scroll, content) = build(screen)
        let safe = root.bounds.inset(by: root.safeAreaInsets).size
        #expect(safe == CGSize(width: screen.size.width, height: screen.size.height - screen.safeArea.top - screen.safeArea.bottom))
        #expect(content.frame.size == safe, "\(content.frame)")
        #expect(scroll.contentSize == safe, "\(scroll.contentSize)")
        _ = window
    }

    @Test(arguments: [0, 1])
    func aTallerContentSetsTheContentHeight(screen index: Int) {
        // K14: an intrinsic height of 2000 wins over the priority-500 minimum.
        let (window, _, scroll, content) = build(Self.screens[index])
        content.height = 2000
        scroll.setNeedsLayout()
        scroll.layoutIfNeeded()
        #expect(content.frame.height == CGFloat(2000), "\(content.frame)")
        #expect(scroll.contentSize.height == CGFloat(2000), "\(scroll.contentSize)")
        _ = window
    }
}
