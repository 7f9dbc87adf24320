import Foundation
import HeadlessUIKit
import Testing

/// A scroll view that counts `adjustedContentInsetDidChange()` calls.
private final class CountingScrollView: UIScrollView {
    var changes = 0
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes += 1
    }
}

/// `adjustedContentInset` per `contentInsetAdjustmentBehavior` (uikit-model.md §7.5), on an
/// iPhone 15 in portrait: the full-screen scroll view's safe area is (59, 0, 34, 0).
@Suite @MainActor struct ScrollViewInsetTests {
    private func fullScreen(contentHeight: CGFloat) -> (UIWindow, CountingScrollView) {
        let window = UIWindow(headlessDevice: .iPhone15)
        let scrollView = CountingScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 393, height: contentHeight)
        return (window, scrollView)
    }

    @Test func alwaysAdjustsEveryEdge() {
        let (window, scrollView) = fullScreen(contentHeight: 100)
        scrollView.contentInsetAdjustmentBehavior = .always
        window.layoutIfNeeded()
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // The offset the app never set shows the content's top below the safe area.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(scrollView.changes == 1)
    }

    @Test func neverAdjusts() {
        let (window, scrollView) = fullScreen(contentHeight: 2000)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -5))
    }

    @Test(arguments: [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes])
    func scrollableAxesAdjustOnlyWhatScrolls(behavior: UIScrollView.ContentInsetAdjustmentBehavior) {
        // Content 100 high in an 852-high frame: nothing scrolls, nothing is adjusted.
        let (window, scrollView) = fullScreen(contentHeight: 100)
        scrollView.contentInsetAdjustmentBehavior = behavior
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == .zero)
        // Taller content scrolls vertically: top and bottom take the safe area, with the
        // content inset added; the width (393) does not exceed the frame, so left/right stay.
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 4, bottom: 10, right: 4)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 4, bottom: 44, right: 4))
        // Always bouncing vertically also counts as scrollable.
        scrollView.contentSize = CGSize(width: 393, height: 100)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 4, bottom: 10, right: 4))
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 4, bottom: 44, right: 4))
    }

    @Test func anOffsetTheAppSetStays() {
        let (window, scrollView) = fullScreen(contentHeight: 2000)
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset.top == 59)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test func subviewsScrolledUnderTheUnsafeAreaGetItsInsets() {
        // A full-width 100-high content view at the content's top: with the initial offset
        // −59 it sits below the unsafe top; scrolled to 0 it is 59 under it.
        let (window, scrollView) = fullScreen(contentHeight: 2000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        scrollView.addSubview(content)
        window.layoutIfNeeded()
        #expect(content.safeAreaInsets == .zero)
        scrollView.contentOffset = .zero
        window.layoutIfNeeded()
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }
}
