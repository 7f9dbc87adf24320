import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §6.2, §6.5: size conditions compare the bounds in pixels and are
/// re-evaluated through bounds observation.
@Suite @MainActor struct ConditionalSizeTests {
    /// A detached 400 × 300 root (default traits: display scale 3) with a box switching on the
    /// root's size.
    private func rootWithBox(_ condition: UIView.Condition) -> (UIView, UIView) {
        let root = rootView(400, 300)
        let box = UIView()
        UIView.if(view: root, is: condition) {
            root.addSubview(box, pinnedTo: .topLeading, of: .superview)
            box.constrain(widthAndHeight: 40)
        } else: {
            root.addSubview(box, pinnedTo: .bottomTrailing, of: .superview)
            box.constrain(widthAndHeight: 100)
        }
        return (root, box)
    }

    @Test func widthFollowsBoundsChanges() {
        let (root, box) = rootWithBox(.width(is: .atLeast(500)))
        #expect(laidOut(box, in: root) == elseFrame(in: CGSize(width: 400, height: 300)))
        root.frame.size.width = 600
        #expect(laidOut(box, in: root) == thenFrame(in: CGSize(width: 600, height: 300)))
        root.frame.size.width = 450
        #expect(laidOut(box, in: root) == elseFrame(in: CGSize(width: 450, height: 300)))
    }

    @Test func heightAtMost() {
        let (root, box) = rootWithBox(.height(is: .atMost(200)))
        #expect(laidOut(box, in: root) == elseFrame(in: CGSize(width: 400, height: 300)))
        root.frame.size.height = 200
        #expect(laidOut(box, in: root) == thenFrame(in: CGSize(width: 400, height: 200)))
    }

    @Test func widthAndHeightSeparately() {
        let (root, box) = rootWithBox(.width(is: .exactly(400), heightIs: .atLeast(400)))
        #expect(laidOut(box, in: root) == elseFrame(in: CGSize(width: 400, height: 300)))
        root.frame.size.height = 400
        #expect(laidOut(box, in: root) == thenFrame(in: CGSize(width: 400, height: 400)))
        root.frame.size.width = 401
        #expect(laidOut(box, in: root) == elseFrame(in: CGSize(width: 401, height: 400)))
    }

    @Test func widthAndHeightSameValue() {
        let (root, box) = rootWithBox(.widthAndHeight(is: .exactly(500)))
        #expect(laidOut(box, in: root) == elseFrame(in: CGSize(width: 400, height: 300)))
        root.frame.size = CGSize(width: 500, height: 500)
        #expect(laidOut(box, in: root) == thenFrame(in: CGSize(width: 500, height: 500)))
    }

    @Test func sizesAreComparedInPixels() {
        // Display scale 3: 499.9 pt is 1499.7 px, rounded 1500 = 500 pt; 499.8 pt rounds to 1499 px.
        let (root, box) = rootWithBox(.width(is: .atLeast(500)))
        root.frame.size.width = 499.9
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 40, height: 40))
        root.frame.size.width = 499.8
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func multiplierAndConstantApplyToTheDimension() {
        // 2 × 240 + 20 = 500 ≥ 500.
        let (root, box) = rootWithBox(.width(is: .atLeast(500, multiplier: 2, constant: 20)))
        root.frame.size.width = 239
        #expect(laidOut(box, in: root).size == CGSize(width: 100, height: 100))
        root.frame.size.width = 240
        #expect(laidOut(box, in: root).size == CGSize(width: 40, height: 40))
    }

    @Test func unboundSizeConditionsReadTheConstrainedView() {
        // The box is as wide as the root; its height depends on its own width.
        let root = rootView(400, 300)
        let box = UIView()
        root.addSubview(box, pinnedTo: .topLeading, of: .superview)
        box.constrain(width: .exactly(as: root))
        UIView.if(.width(is: .atLeast(500))) {
            box.constrain(height: 10)
        } else: {
            box.constrain(height: 20)
        }
        #expect(laidOut(box, in: root) == CGRect(x: 0, y: 0, width: 400, height: 20))
        root.frame.size.width = 600
        #expect(laidOut(box, in: root) == CGRect(x: 0, y: 0, width: 600, height: 10))
    }

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func windowRotationChangesWindowSizeConditions() {
        let window = phoneWindow()
        let box = switchingBox(in: window, .view(window, is: .width(is: .atLeast(800))))
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        window.headlessOrientation = .landscape
        #expect(laidOut(box, in: window) == thenFrame(in: landscapeSize))
    }
    #endif

    @Test func viewHasAliases() {
        let root = rootView(400, 300)
        let first = UIView(), second = UIView()
        UIView.if(view: root, has: .width(is: .atLeast(500))) {
            root.addSubview(first, pinnedTo: .topLeading, of: .superview)
            first.constrain(widthAndHeight: 40)
        }
        UIView.if(.view(root, has: .width(is: .atMost(450)))) {
            root.addSubview(second, pinnedTo: .bottomTrailing, of: .superview)
            second.constrain(widthAndHeight: 30)
        }
        #expect(first.constraints.allSatisfy { !$0.isActive })
        root.layoutIfNeeded()
        #expect(second.frame == CGRect(x: 370, y: 270, width: 30, height: 30))
        root.frame.size.width = 500
        root.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(second.constraints.allSatisfy { !$0.isActive })
    }
}
