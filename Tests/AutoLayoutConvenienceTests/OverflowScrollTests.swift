import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// A view whose intrinsic size can change.
private final class ResizableView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// Whether the content is longer than the visible part of the scroll view's frame.
@MainActor private func scrollsVertically(_ scrollView: UIScrollView) -> Bool {
    let inset = scrollView.adjustedContentInset
    return scrollView.contentSize.height > scrollView.bounds.height - inset.top - inset.bottom
}

@MainActor private func scrollsHorizontally(_ scrollView: UIScrollView) -> Bool {
    let inset = scrollView.adjustedContentInset
    return scrollView.contentSize.width > scrollView.bounds.width - inset.left - inset.right
}

/// One layout, used by every overflow test: a vertically scrollable view at the top of a
/// 400 × 300 root, at most as tall as the root.
@MainActor private func topScrollView(content: UIView) -> (root: UIView, scrollView: VerticalOverflowScrollView) {
    let root = rootView()
    let scrollView = content.verticallyScrollable()
    root.addSubview(scrollView, filling: .top(.superview, leading: .superview, bottom: .none, trailing: .superview))
    scrollView.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor).isActive = true
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    return (root, scrollView)
}

/// convenience-dsl.md §8.1–8.3.
@Suite @MainActor struct OverflowScrollTests {
    @Test(arguments: [(CGFloat(100), false), (CGFloat(500), true)])
    func scrollsOnlyWhenTheContentDoesNotFit(height: CGFloat, scrolls: Bool) {
        let content = ResizableView(50, height)
        let (_, scrollView) = topScrollView(content: content)
        // The scroll view is as tall as its content, but at most 300.
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: min(height, 300)))
        #expect(scrollView.contentSize == CGSize(width: 400, height: height))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: height))
        #expect(scrollsVertically(scrollView) == scrolls)
    }

    @Test func becomesScrollableWhenTheContentGrows() {
        let content = ResizableView(50, 120)
        let (root, scrollView) = topScrollView(content: content)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: 120))
        #expect(!scrollsVertically(scrollView))

        content.size.height = 450
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 450))
        #expect(scrollsVertically(scrollView))
    }

    /// The scroll view's natural height is its content's own height, as `contentSize` would be
    /// in UIKit, not the height the content was stretched to: after the content outgrew the
    /// space and shrank again, the scroll view shrinks with it, and grows again after that.
    @Test func growsShrinksAndGrowsAgainWithItsContent() {
        let content = ResizableView(50, 120)
        let (root, scrollView) = topScrollView(content: content)
        for (height, expected) in [(CGFloat(450), CGFloat(300)), (80, 80), (200, 200), (600, 300), (40, 40)] {
            content.size.height = height
            root.layoutIfNeeded()
            #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: expected), "content \(height)")
            #expect(scrollView.contentSize == CGSize(width: 400, height: max(height, expected)), "content \(height)")
            #expect(scrollsVertically(scrollView) == (height > 300), "content \(height)")
        }
    }

    @Test func contentFillsAtLeastTheFrame() {
        let root = rootView(), content = ResizableView(50, 40)
        root.addSubview(content.verticallyScrollable(), filling: .superview)
        root.layoutIfNeeded()
        // Pinned to 300 high, the content guide (and the content) is stretched to the frame.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func setUpAndInternalConstraints() {
        let content = UIView()
        let scrollView = UIView.verticallyScrollable(content, showsScrollIndicator: false)
        #expect(scrollView.preservesSuperviewLayoutMargins)
        #expect(!scrollView.showsVerticalScrollIndicator && !scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.contentInsetAdjustmentBehavior == .always)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(!scrollView.isAdjustingForKeyboard)
        #expect(content.superview === scrollView && !content.translatesAutoresizingMaskIntoConstraints)
        let height = scrollView.constraints.first { $0.identifier == "VerticalOverflowScrollView scroll.contentHeight" }
        let width = scrollView.constraints.first { $0.identifier == "VerticalOverflowScrollView scroll.contentWidth" }
        #expect(fields(height) == expected(scrollView.contentLayoutGuide, .height, .greaterThanOrEqual, scrollView.frameLayoutGuide, .height,
                                           id: "VerticalOverflowScrollView scroll.contentHeight"))
        #expect(fields(width) == expected(scrollView.contentLayoutGuide, .width, .equal, scrollView.frameLayoutGuide, .width,
                                          id: "VerticalOverflowScrollView scroll.contentWidth"))
    }

    @Test func constantsSubtractTheAdjustedInsets() {
        let window = phoneWindow(), content = ResizableView(50, 100)
        let scrollView = content.verticallyScrollable()
        window.addSubview(scrollView, filling: .superview)
        window.layoutIfNeeded()
        // Safe area (59, 0, 34, 0), all of it added with `.always`.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let height = scrollView.constraints.first { $0.identifier == "VerticalOverflowScrollView scroll.contentHeight" }
        #expect(height?.constant == -93)
        // 852 − 93: the content fills the visible part exactly.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 393, height: 759))
        #expect(!scrollsVertically(scrollView))
    }

    @Test func addOverflowingSubviewUsesTheHorizontalLayout() {
        let root = rootView(), content = ResizableView(50, 100)
        let scrollView = VerticalOverflowScrollView()
        let line = #line; let list = scrollView.addOverflowingSubview(content, horizontally: .layoutMargins)
        #expect(list.top?.identifier == id(line, "fill.top"))
        #expect(list.top?.firstItem === scrollView.contentLayoutGuide)
        #expect(list.leading?.firstItem === scrollView.layoutMarginsGuide)
        root.addSubview(scrollView, filling: .superview)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 0, width: 384, height: 300))
    }

    @Test func horizontalScrollsOnlyWhenTheContentDoesNotFit() {
        let root = rootView(), content = ResizableView(150, 40)
        let scrollView = content.horizontallyScrollable()
        #expect(!scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        root.addSubview(scrollView, filling: .top(.superview, leading: .superview, bottom: .superview, trailing: .none))
        scrollView.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor).isActive = true
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 150, height: 300))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 150, height: 300))
        #expect(!scrollsHorizontally(scrollView))

        content.size.width = 700
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(scrollView.contentSize == CGSize(width: 700, height: 300))
        #expect(scrollsHorizontally(scrollView))

        // Shrinking below the space and growing again: the width follows the content.
        for (width, expected) in [(CGFloat(90), CGFloat(90)), (250, 250), (900, 400)] {
            content.size.width = width
            root.layoutIfNeeded()
            #expect(scrollView.frame == CGRect(x: 0, y: 0, width: expected, height: 300), "content \(width)")
            #expect(scrollsHorizontally(scrollView) == (width > 400), "content \(width)")
        }
    }
}

#if !canImport(UIKit)
// Headless only: shows HeadlessUIKit's simulated keyboard.
/// convenience-dsl.md §8.1 keyboard avoidance.
@Suite(.serialized) @MainActor struct OverflowScrollKeyboardTests {
    @Test func avoidsTheKeyboard() {
        let window = phoneWindow(), content = ResizableView(50, 2000)
        let scrollView = content.verticallyScrollable(avoidsKeyboard: true)
        #expect(scrollView.isAdjustingForKeyboard)
        window.addSubview(scrollView, filling: .superview)
        window.layoutIfNeeded()
        #expect(scrollView.contentInset.bottom == 0)

        window.headlessKeyboard.show(height: 336)
        // Overlap 336 minus the 34 pt bottom safe area.
        #expect(scrollView.contentInset.bottom == 302)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 302)
        #expect(scrollView.adjustedContentInset.bottom == 336)
        let height = scrollView.constraints.first { $0.identifier == "VerticalOverflowScrollView scroll.contentHeight" }
        #expect(height?.constant == -395)

        window.headlessKeyboard.show(height: 200)
        #expect(scrollView.contentInset.bottom == 166)

        window.headlessKeyboard.hide()
        #expect(scrollView.contentInset.bottom == 0)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 0)
        #expect(scrollView.adjustedContentInset.bottom == 34)
    }

    @Test func partialOverlapAndTurningAvoidanceOff() {
        let window = phoneWindow(), content = ResizableView(50, 100)
        let scrollView = content.verticallyScrollable()
        // 300 high, ending 100 above the bottom of the window: y 452…752, no bottom safe area.
        window.addSubview(scrollView, filling: .top(.none, others: .superview), insets: .init(top: 0, leading: 0, bottom: 100, trailing: 0))
        scrollView.constrain(height: 300)
        window.layoutIfNeeded()
        window.headlessKeyboard.show(height: 336)
        #expect(scrollView.contentInset.bottom == 0)

        scrollView.isAdjustingForKeyboard = true
        // Keyboard top 516: overlap 752 − 516 = 236; safe-area bottom 0 here.
        #expect(scrollView.safeAreaInsets.bottom == 0)
        #expect(scrollView.contentInset.bottom == 236)

        scrollView.isAdjustingForKeyboard = false
        #expect(scrollView.contentInset.bottom == 0)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 0)
        window.headlessKeyboard.hide()
    }
}
#endif

#if !canImport(UIKit)
// Headless only: the README's composition in HeadlessUIKit's iPhone 15 window, in both orientations.
/// convenience-dsl.md §13 C37/C38: the README's stack and scroll composition, with fixed-size
/// views in place of labels and buttons.
@Suite @MainActor struct OverflowScrollReadmeTests {
    private struct Screen {
        let window: UIWindow, title: UIView, sub: UIView, action: UIView, cancel: UIView
        let scrollView: VerticalOverflowScrollView, buttons: UIStackView
    }

    /// The README's two-line composition, filling the safe area of an iPhone 15 window.
    private func screen(_ orientation: HeadlessOrientation) -> Screen {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: orientation)
        let title = IntrinsicView(200, 40), sub = IntrinsicView(250, 400)
        let action = IntrinsicView(100, 20).constrain(height: 50), cancel = IntrinsicView(100, 20).constrain(height: 50)
        let scrollView = UIView.verticallyStacked(title, sub, spacing: 4).verticallyCentered().verticallyScrollable()
        let buttons = UIView.autoAdjustingVerticallyStacked(action, cancel, spacing: 8)
        let content = UIView.verticallyStacked(scrollView, buttons)
        window.addSubview(content, filling: .safeArea)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        return Screen(window: window, title: title, sub: sub, action: action, cancel: cancel, scrollView: scrollView, buttons: buttons)
    }

    @Test func portraitFitsWithoutScrolling() {
        let s = screen(.portrait)
        // Safe area 393 × 759; buttons 50 + 8 + 50 at the bottom; the scroll view takes the rest.
        #expect(s.buttons.frame == CGRect(x: 0, y: 651, width: 393, height: 108))
        #expect(s.scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 651))
        #expect(s.scrollView.contentSize == CGSize(width: 393, height: 651))
        #expect(!scrollsVertically(s.scrollView))
        // The 444 pt labels block is centred in the 651 pt content: y 103.5, on the 1/3 pt grid 311/3.
        let labels = s.title.superview?.frame ?? .null
        #expect(abs(labels.minY - 311.0 / 3) < 1e-9)
        #expect(labels.size == CGSize(width: 393, height: 444) && labels.minX == 0)
        #expect(s.sub.frame == CGRect(x: 0, y: 44, width: 393, height: 400))
    }

    @Test func landscapeScrollsAndPutsTheButtonsSideBySide() {
        let s = screen(.landscape)
        // Safe area x 59…793, y 0…372: 734 × 372. Buttons side by side, equal widths.
        #expect(s.buttons.frame == CGRect(x: 0, y: 322, width: 734, height: 50))
        #expect(s.action.frame == CGRect(x: 0, y: 0, width: 363, height: 50))
        #expect(s.cancel.frame == CGRect(x: 371, y: 0, width: 363, height: 50))
        #expect(s.scrollView.frame == CGRect(x: 0, y: 0, width: 734, height: 322))
        #expect(s.scrollView.contentSize == CGSize(width: 734, height: 444))
        #expect(scrollsVertically(s.scrollView))
    }
}
#endif
