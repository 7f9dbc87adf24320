#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import LayoutRendering
import Testing

/// Drawing scroll views: content shifted by the offset and clipped to the scroll view, scroll
/// indicators, and the outline's content note.
@Suite @MainActor struct ScrollRenderingTests {
    /// A 200 × 100 scroll view at (0, 20) in a 200 × 200 root, holding a 200 × 400 content view
    /// (content size from constraints), scrolled to y = 150.
    private func scrolled() -> (UIView, UIScrollView, UIView) {
        let root = rootView(200, 200)
        root.accessibilityIdentifier = "root"
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 20, width: 200, height: 100))
        scrollView.accessibilityIdentifier = "scroll"
        root.addSubview(scrollView)
        let content = constrainedSubview(of: scrollView)
        content.accessibilityIdentifier = "content"
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 200),
            content.heightAnchor.constraint(equalToConstant: 400),
        ])
        root.layoutIfNeeded()
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        return (root, scrollView, content)
    }

    @Test func contentIsShiftedByTheOffsetAndClipped() {
        let (root, _, _) = scrolled()
        let snapshot = LayoutSnapshot(of: root)
        let scrollNode = snapshot.root.children[0]
        #expect(scrollNode.canvasFrame == CGRect(x: 0, y: 20, width: 200, height: 100))
        #expect(scrollNode.clipsToBounds)
        // Content at (0, 0) in content coordinates: 20 − 150 on the canvas.
        #expect(scrollNode.children[0].canvasFrame == CGRect(x: 0, y: -130, width: 200, height: 400))
        #expect(scrollNode.scroll == ScrollState(contentSize: CGSize(width: 200, height: 400), contentOffset: CGPoint(x: 0, y: 150)))
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("<clipPath id=\"clip-1\"><rect x=\"0\" y=\"20\" width=\"200\" height=\"100\"/></clipPath>"))
        #expect(svg.contains("<rect x=\"0\" y=\"-130\" width=\"200\" height=\"400\" fill=\"none\""))
    }

    @Test func verticalIndicatorShowsTheVisibleShare() {
        // Track 100 − 6 = 94; length 94 × 100/400 = 23.5; progress 150 / 300 = 0.5 →
        // start 3 + (94 − 23.5) × 0.5 = 38.25 below the frame's top (20): y = 58.25.
        let (root, _, _) = scrolled()
        let svg = SVGRenderer().render(root)
        #expect(svg.contains("<rect class=\"scroll-indicator\" x=\"194\" y=\"58.25\" width=\"3\" height=\"23.5\" rx=\"1.5\""))
        // The content is exactly as wide as the frame: no horizontal indicator.
        #expect(svg.components(separatedBy: "scroll-indicator").count - 1 == 1)
    }

    @Test func hiddenIndicatorIsNotDrawn() {
        let (root, scrollView, _) = scrolled()
        scrollView.showsVerticalScrollIndicator = false
        #expect(!SVGRenderer().render(root).contains("scroll-indicator"))
    }

    @Test func outlineNotesContentSizeAndOffset() {
        let (root, _, _) = scrolled()
        #expect(LayoutSnapshot.outline(of: root) == """
            UIView "root" (0 0; 200 200)
              UIScrollView "scroll" (0 20; 200 100) content (200 400) offset (0 150)
                UIView "content" (0 0; 200 400)

            """)
    }
}
#endif
