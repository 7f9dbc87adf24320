import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct RightToLeftTests {
    @Test func leadingAndTrailingFlip() {
        let root = rootView(300, 100)
        root.semanticContentAttribute = .forceRightToLeft
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            a.widthAnchor.constraint(equalToConstant: 100),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            b.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(a.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Leading is the right edge: a.maxX = 300 − 20. Trailing is the left edge: b.minX = 10.
        #expect(a.frame.origin.x == 180)
        #expect(b.frame.origin.x == 10)
        #expect(leading.description.hasSuffix(" (RTL)   (active)>"))
    }

    @Test func changingTheDirectionReResolves() {
        let root = rootView(300, 100)
        let a = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.origin.x == 20)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(a.frame.origin.x == 180)
    }

    @Test func absoluteEdgesDoNotFlip() {
        let root = rootView(300, 100)
        root.semanticContentAttribute = .forceRightToLeft
        let a = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.origin.x == 20)
    }

    @Test func playbackContentStaysLeftToRight() {
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }
}
