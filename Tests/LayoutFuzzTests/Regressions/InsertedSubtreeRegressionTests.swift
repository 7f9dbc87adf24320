#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// A layout round reads again only the subviews whose solved values the solver reports as
/// moved, and keeps the frames of the others. A view that moves into a hierarchy carries
/// frames placed under another superview, or from another engine's solution, and its default
/// `layoutSubviews()` kept them as if they were this solution's. A view that moves in now
/// counts as moved, with all its descendants.
@Suite @MainActor struct InsertedSubtreeRegressionTests {
    /// Seed 5192: a scroll view whose header-sizing table moved into another scroll view kept
    /// the frame of its earlier place, 192.5 pt above the window top its table fills.
    @Test func aReparentedSubtreeIsPlacedFromThisSolution() {
        FuzzRegression.expectEveryInvariant(replaying:
            "pinPosition#b7c76e883a055af3 conditional#70d9729b94ef74a7 typedAnchors#70a9fc245f44b028 "
                + "overflowScroll#eaeaa7cb1e1ad626 addView#7ea26e8935de4ea1 align#72ff117536b097c1 "
                + "pinConstant#9ed98eb2642f1dea fillAtMost#ac023b95a3cfe050 overflowScroll#5b91d5f6ab05c2ae "
                + "addView#d4b37d97716628b1 pinConstant#96a7051a71a696d7 align#6e9cef3550e7e92f "
                + "pinPosition#6c7169d78e60c15f tableHeader#2cc54dc6d290ddb8 conditional#883513c84df8602c "
                + "layout#e045efae3b69e9be removeFromSuperview#9f59ba5c1bf78570 reparent#1d1eb8103821774a "
                + "removeFromSuperview#30bc4c7869a1bcf8 tableHeader#1239aa2ce7dd0289 center#48db9ff7faf7d556 "
                + "fill#c66d3fbbc67c4f4b keyboardGuide#a70c15fbe4d0ddae tableHeader#b895b2791d223727",
            operationCount: 24, seed: 5192)
    }

    /// Seed 5526: a label filled, at most, into an image view that had just moved under another
    /// label kept a leading edge 17⅔ pt outside the keyboard safe-area guide that bounds it.
    @Test func aLabelInAReparentedViewFollowsItsGuide() {
        FuzzRegression.expectEveryInvariant(replaying:
            "align#b6c8211ca720a35f helperFormat#c636361c1a8cee56 pins#a300927ed75c56fb "
                + "helperFormat#5e08b6cc350ed0e5 addView#c0423adca5f44cf4 pins#7568e795e2c5ffa "
                + "conditional#a51bd3921f1bf30a addView#991fdeb30a1e4f9f conditional#d26e4ef9591450ba "
                + "typedAnchors#a450c5b671074d8d typedAnchors#86d67433fa869a5 drop#9b164a5a3791d2d "
                + "typedAnchors#ffb42d23839de4d4 pinEdge#5174414f0b3c55cb pinConstant#f2b2403fd036120c "
                + "layout#1d040d462a970c3f addView#37e97e767cb50ac fillAtMost#b24923ad1bd0028a addView#68d121426f5e599 "
                + "align#a4c4dec13af8c1cc tableHeader#a9e88c7682286b86 drop#4c2cfb668291598a "
                + "uikitFormat#1d6dd3d733499399 reparent#c822c5a1c936e406 fillAtMost#92f3793d33c5b1eb",
            operationCount: 25, seed: 5526)
    }
}
#endif
