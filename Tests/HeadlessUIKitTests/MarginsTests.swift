import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct MarginsTests {
    private func pin(_ view: UIView, to guide: UILayoutGuide) {
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    @Test func defaultMarginsAreEight() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        pin(child, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 284))
    }

    @Test func marginAttributesMeanTheMarginsGuide() {
        let root = rootView(300, 300)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 260))
    }

    @Test func directionalMarginsFollowTheLayoutDirection() {
        let root = rootView(300, 300)
        root.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 40)
        let child = constrainedSubview(of: root)
        pin(child, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        // Right to left: leading 20 is the right margin, trailing 40 the left one.
        #expect(root.layoutMargins == UIEdgeInsets(top: 10, left: 40, bottom: 10, right: 20))
        #expect(child.frame == CGRect(x: 40, y: 10, width: 240, height: 280))
    }

    @Test func preservedSuperviewMargins() {
        let root = rootView(300, 300)
        root.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let middle = constrainedSubview(of: root)
        middle.preservesSuperviewLayoutMargins = true
        NSLayoutConstraint.activate([
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            middle.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            middle.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let inner = constrainedSubview(of: middle)
        pin(inner, to: middle.layoutMarginsGuide)
        root.layoutIfNeeded()
        // middle spans (0, 10, 300, 290); own margins 8; preserved: left/right/bottom max(8, 30 − 0),
        // top max(8, 30 − 10).
        #expect(middle.frame == CGRect(x: 0, y: 10, width: 300, height: 290))
        #expect(inner.frame == CGRect(x: 30, y: 20, width: 240, height: 240))
    }

    @Test func marginsAreMeasuredFromTheSafeArea() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let child = constrainedSubview(of: window)
        pin(child, to: window.layoutMarginsGuide)
        window.layoutIfNeeded()
        // Top 59 + 8, bottom 34 + 8: height 852 − 67 − 42.
        #expect(child.frame == CGRect(x: 8, y: 67, width: 377, height: 743))
        window.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 377, height: 836))
    }
}
