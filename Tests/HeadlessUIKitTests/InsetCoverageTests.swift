import Foundation
import HeadlessUIKit
import Testing

/// Safe-area insets and preserved margins only cover what an ancestor's unsafe area or margin
/// really covers. Apple: "the safe area insets reflect only the portion of the view that is
/// covered" (developer.apple.com/documentation/uikit/uiview/safeareainsets).
@Suite @MainActor struct InsetCoverageTests {
    private func placed(_ frame: CGRect, in superview: UIView) -> UIView {
        let view = UIView(frame: frame)
        superview.addSubview(view)
        return view
    }

    @Test func aViewInsideTheUnsafeAreaIsCoveredNoMoreThanItsHeight() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)   // safe area top 59
        let strip = placed(CGRect(x: 0, y: 10, width: 100, height: 20), in: window)
        window.layoutIfNeeded()
        #expect(strip.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func aViewPartlyUnderTheUnsafeAreaIsCoveredByTheOverlap() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let card = placed(CGRect(x: 0, y: 40, width: 100, height: 200), in: window)
        window.layoutIfNeeded()
        #expect(card.safeAreaInsets == UIEdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
    }

    @Test func stickingOutOfASafeSuperviewGivesNoInset() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let box = placed(CGRect(x: 100, y: 300, width: 50, height: 50), in: window)
        let wide = placed(CGRect(x: -20, y: 10, width: 200, height: 20), in: box)
        window.layoutIfNeeded()
        #expect(box.safeAreaInsets == .zero)
        #expect(wide.safeAreaInsets == .zero)
    }

    @Test func aPreservedMarginReachesNoFurtherThanTheSuperviewsMargin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let inside = placed(CGRect(x: 5, y: 0, width: 100, height: 100), in: root)
        let outside = placed(CGRect(x: -40, y: 0, width: 100, height: 100), in: root)
        for view in [inside, outside] {
            view.preservesSuperviewLayoutMargins = true
            _ = view.layoutMarginsGuide
        }
        root.layoutIfNeeded()
        // 20 − 5 = 15 inside; a view 40 pt past the edge meets the whole margin, 20, not 60.
        #expect(inside.layoutMarginsGuide.layoutFrame.minX == 15)
        #expect(outside.layoutMarginsGuide.layoutFrame.minX == 20)
    }
}
