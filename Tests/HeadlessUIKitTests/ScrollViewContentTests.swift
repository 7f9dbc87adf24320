import Foundation
import HeadlessUIKit
import Testing

/// Scroll views' content area, content size and guides (uikit-model.md §7.5).
@Suite @MainActor struct ScrollViewContentTests {
    /// A 300 × 400 scroll view filling a detached root, holding a column of five 100-high views
    /// 10 apart (height 5 × 100 + 4 × 10 = 540) pinned to the scroll view's edges (which mean the
    /// content area) and as wide as the frame guide.
    private func scrollingColumn() -> (UIView, UIScrollView, UIStackView) {
        let root = rootView(300, 400)
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let stack = UIStackView(arrangedSubviews: (0..<5).map { _ in IntrinsicView(10, 100) })
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        return (root, scrollView, stack)
    }

    @Test func contentSizeComesFromAVerticalStack() {
        let (root, scrollView, stack) = scrollingColumn()
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
        // The stack's bottom is the content's bottom, not the frame's: it keeps its 540.
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 300, height: 540))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 540))
        #expect(stack.arrangedSubviews[4].frame == CGRect(x: 0, y: 440, width: 300, height: 100))
        #expect(!stack.hasAmbiguousLayout)
    }

    @Test func guidesFrameVersusContent() {
        let (root, scrollView, _) = scrollingColumn()
        root.layoutIfNeeded()
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 540))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scrollView.layoutGuides.map(\.identifier) == ["UIScrollView-contentLayoutGuide", "UIScrollView-frameLayoutGuide"])
        // The guides' own constraints are internal: not listed.
        #expect(!scrollView.constraints.contains { $0.firstItem === scrollView.frameLayoutGuide })
    }

    @Test func contentGrowsWithTheStack() {
        let (root, scrollView, stack) = scrollingColumn()
        root.layoutIfNeeded()
        stack.addArrangedSubview(IntrinsicView(10, 50))
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 600))
        stack.arrangedSubviews[0].isHidden = true
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 490))
    }

    @Test func layoutIgnoresTheContentOffset() {
        let (root, scrollView, stack) = scrollingColumn()
        root.layoutIfNeeded()
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(scrollView.bounds == CGRect(x: 0, y: 100, width: 300, height: 400))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 300, height: 540))
        // On screen the content has moved up by the offset.
        #expect(stack.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: -100))
        scrollView.setContentOffset(CGPoint(x: 0, y: 140), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 140))
    }

    @Test func sizesAndCentresMeanTheFrame() {
        // width, height and centres of the scroll view are its frame's even from inside.
        let root = rootView(300, 400)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(scrollView)
        let badge = constrainedSubview(of: scrollView)
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalTo: scrollView.widthAnchor, multiplier: 0.5),
            badge.heightAnchor.constraint(equalTo: scrollView.heightAnchor, multiplier: 0.5),
            badge.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        // No constraint names the content area: the content size stays as set.
        #expect(scrollView.contentSize == .zero)
        scrollView.contentSize = CGSize(width: 500, height: 60)
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 500, height: 60))
    }

    @Test func contentLayoutGuideAnchorsSizeTheContent() {
        // A 250 × 700 content view pinned to the content guide with a 20-point inset.
        let root = rootView(300, 400)
        let scrollView = UIScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        let content = constrainedSubview(of: scrollView)
        let guide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            content.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            guide.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 20),
            guide.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 20),
            content.widthAnchor.constraint(equalToConstant: 250),
            content.heightAnchor.constraint(equalToConstant: 700),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 20, width: 250, height: 700))
        #expect(scrollView.contentSize == CGSize(width: 290, height: 740))
    }

    @Test func scrollRectToVisibleMovesTheLeast() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 170))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 20, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
    }

    @Test func defaults() {
        let scrollView = UIScrollView()
        #expect(scrollView.clipsToBounds)
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.isScrollEnabled && scrollView.bounces)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(scrollView.keyboardDismissMode == .none)
        #expect(UIScrollView.KeyboardDismissMode.interactiveWithAccessory.rawValue == 4)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scrollView.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
