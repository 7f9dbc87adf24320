#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// Layouts whose rounds flipped between two states inside every pass, so that each pass ran to
/// its round limit while its end state looked settled.
@Suite @MainActor struct FlippingRoundsRegressionTests {
    /// An overflow scroll view centred in an iPad window, around content 185⅓ pt high. Its
    /// content size came from the content guide's edges rounded where they lie on screen: 185.5
    /// with the view at one height, 185 at the other, and the view's preferred height follows its
    /// content size, so each round undid the last. The size is now rounded as a length.
    @Test func aCentredOverflowScrollViewSettlesInOnePass() {
        let window = UIWindow(headlessDevice: .iPadPro11, orientation: .portrait)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        content.heightAnchor.constraint(equalToConstant: 185 + 1.0 / 3).isActive = true
        let overflow = VerticalOverflowScrollView(with: content)
        window.addSubview(overflow, centeredIn: .superview)
        let log = HeadlessLog.capture { window.layoutIfNeeded() }
        #expect(!log.contains { $0.category == .layoutLoop })
        // 185⅓ on the half-point grid of a 2× screen.
        #expect(overflow.contentSize.height == 185.5)
        // The frame's edges, 597 ∓ 92⅔, each rounded to the grid.
        #expect(overflow.frame.minY == 504.5)
        #expect(overflow.frame.maxY == 689.5)
        window.setNeedsLayout()
        #expect(HeadlessLog.capture { window.layoutIfNeeded() }.isEmpty)
    }

    /// A navigation controller whose root has a bar button item with a 45-point custom view
    /// sized by its frame. Centred in the 44-point row, the view's top was at −0.5, off the
    /// 3× pixel grid: the pass rounded it to −⅓, the bar placed it at −0.5 again, and every
    /// round re-created its autoresizing constraints. The bar now places its custom views on
    /// the grid.
    @Test func aBarButtonViewOffThePixelGridSettlesInOnePass() {
        let window = UIWindow(headlessDevice: .iPhone15ProMax, orientation: .portrait)
        let root = UIViewController()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 45, height: 45))
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: custom)
        let log = HeadlessLog.capture {
            window.rootViewController = UINavigationController(rootViewController: root)
            window.layoutIfNeeded()
        }
        #expect(!log.contains { $0.category == .layoutLoop }, "\(log.map(\.message))")
        // 430 wide: 20 points from the trailing edge, 430 − 20 − 45 = 365; (44 − 45) / 2 = −0.5
        // rounds to −⅓ at 3×.
        #expect(custom.frame.minX == 365)
        #expect(custom.frame.minY == -1.0 / 3)
        #expect(custom.frame.height == 45)
    }

    /// Seed 3177 of the long run (extreme numbers) ends with a horizontal overflow scroll view
    /// reaching below the screen and a fill that conflicts with safe-area guides of views whose
    /// frames follow the scroll view. Breaking the fill moved those frames so that it fitted
    /// again; retried, it broke again in the next round: every pass logged the same conflict
    /// four times and ended with a scroll view whose content-height constant had changed after
    /// the last solve. A constraint broken twice in one pass now stays broken for the rest of
    /// the pass, logged once; the layout is then left to grow on its own safe area, which no
    /// frame settles.
    @Test func aConstraintFreedByItsOwnBreakingIsBrokenOncePerPass() {
        FuzzRegression.expectEveryInvariant(replaying:
            "addView#bdb3c0f989b79412 typedAnchors#3c058cc7537db4f2 addView#431f6d4ba3ae2592 "
                + "pinConstant#5c384f0fb3ecac0f addView#b9e77a258cbe963f labelText#daa424de0f39d06f "
                + "fill#99ec9431ca246e46 pinEdge#6b94b408cea05a22 align#2c27d9d9700ceb5e "
                + "overflowScroll#cc547822e97fd286 drop#cb248aad54ff8b3 fillAtMost#83849ea1641e1967 "
                + "align#67764c4c32660186 addView#a36bae7686496e72 align#525ee2f5d7496f1b fill#e3f7f00aab7b7768 "
                + "fillAtMost#8189f91236803e90 drop#6161cff46f1a5aae addView#1439cbc8a32fcd72 drop#2b2224da29bc45b4 "
                + "addView#f08b171624ca8df7 align#d4655652460812a7 pinEdge#c27424e61b362d8e addView#285c827a90fb5b99 "
                + "fill#d3cbae1340fc5c44 rootController#a5e808014dbbe0e overflowScroll#8d3bd03fd494bfb7 "
                + "defaults#10a24b5a585f317f overflowScroll#5bd0505a1d21c870 overflowScroll#a4ef8bcdb0844d24 "
                + "stackSubviews#c8670c1285a48e0a uikitFormat#ff7c3bc91603c01b batchConstraints#2c1fbe8683dee2b4",
            operationCount: 33, seed: 3177)
    }
    /// Seed 3027 of the long run (extreme numbers) leaves a 3-point button whose title label's
    /// autoresizing constraints cannot hold. Each round the button placed its label, which
    /// replaced the label's four autoresizing constraints; installing them asked the button to
    /// lay out again, and the solution, which the broken constraints do not move, put the label
    /// back. Moving a view now changes its autoresizing constraints' constants in place, and a
    /// superview lays out again only when the solution moved a subview.
    @Test func aButtonWhoseLabelCannotBePlacedSettles() {
        FuzzRegression.expectEveryInvariant(replaying:
            "addView#6e4238c1520cb566 addView#e83b06545f47142f center#d667b3596f66233b "
                + "pinPosition#e97f0eb2c7f7010c fill#fdd9fabb1c97e1ba removeFromSuperview#3b378861421a38be "
                + "stackSubviews#b392652cfeb190c0 uikitFormat#b2f95f32ff1f0af1 inspect#cb6210af9f1615ec "
                + "anchorConstraint#6dac00b347807480 hugging#62f65b7e2878fd4 defaults#a2896fa35521e664 "
                + "anchorConstraint#7212d5dab68a25c4 pins#c89a3192b0ee279f tableHeader#270d066ca3036ace "
                + "batchConstraints#3df338f6fecd1c11 fillAtMost#abc443c28a53b21f pinConstant#1eb24a64e8011696 "
                + "drop#60893e2910557f99 conditional#3da22545e33a798b layout#7847c94e6e4ad940 "
                + "uikitFormat#5d3f5356007f16f addView#77421a07d8d5bc75 drop#1edc94762f58c840",
            operationCount: 24, seed: 3027)
    }
}
#endif
