#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// Seed 4212 of the long run (extreme numbers): a multiplier clamped to 10⁴ on views near
/// x = 900,000, then 65 more operations. The engine's incremental solution drifted from its own
/// required constraints by up to 1,362 points while a fresh solver on the same constraints was
/// exact to 10⁻⁹; a view stood 649 points from where an enforced constraint put it. The engine
/// now checks the required constraints after each flush when such numbers are present, and
/// builds the solver again from its constraints when they have drifted.
@Suite @MainActor struct RoundingDriftRegressionTests {
    @Test func anEnforcedConstraintHoldsAfterLongWorkWithExtremeNumbers() {
        FuzzRegression.expectEveryInvariant(replaying:
            "anchorConstraint#ea39439926fa3ed1 anchorConstraint#9538c658e18b8410 "
                + "typedAnchors#2f88b28c3d79c8c6 batchConstraints#b98ce7789e036bb6 "
                + "buttonTitle#5729b7b6bd351da6 keyboard#88dae1613eaad9ea "
                + "anchorConstraint#b6a6c3a71e94b8c4 pins#e9258d47659fce68 keyboardGuide#be4dcb7fa722b9c1 "
                + "size#f44278e8325321fc defaults#fe295bec083143b9 conditional#efeabf0971d4aec2 "
                + "layout#dc2681925b6e5b7 rotate#9a1154618c43cfc1 keyboardGuide#2a7794227260f94d "
                + "rotate#33a83aa4fa031a88 helperFormat#4a046e4ac6625d41 rotate#c672c722e6de6fd3 "
                + "drop#ed67aa035b7a1d24 pinEdge#4788bd16496b0485 anchorConstraint#6889dc8abf34cb0e "
                + "reparent#2cb4996f5ed1ba5c reparent#541dd17394f7c434 center#7aa9ce8ecae3f67d "
                + "align#aee3cc4b283d3090 size#c311fd0b2a9b9613 addView#bd75c61bd5180d9a "
                + "pinEdge#19a0bf33040ce3d1 rotate#e34758838ec4ef21 reparent#4852fcf5d4aa2b5d "
                + "anchorConstraint#6c29b9b287cfd38d fill#66aa99b701301cb5 stackFactory#c087087ace5d622f "
                + "fillAtMost#d5d7ec996658ded2 drop#2dff36276097f1b4 pinEdge#9416f9c0807e995a "
                + "overflowScroll#b8268cbd83ff1268 center#4c5eb668b79e6c60 hugging#84af48271ab0c486 "
                + "removeFromSuperview#aedccb804676f678 addView#3cea3464f3434dda pinEdge#a95a5758d798ffd8 "
                + "size#b68435bcf02aeebc layout#73e8f11cd7a5f9ee traits#1de449d678415faa "
                + "removeFromSuperview#f14575a9663033e3 anchorConstraint#95cd074b2004a8b1 "
                + "removeFromSuperview#920d729cd5de02bd layoutGuide#3036911ddfb356f4 "
                + "layout#21e59e343b511dc5 helperEdit#5ce3d3a7394c54bb anchorConstraint#c7ceab6eae89fc9b "
                + "changePriority#f90a91b6534cfdd0 overflowScroll#785c59c4cc15fbd0 "
                + "removeFromSuperview#b5ec8cef62f63400 offsetConstraint#ffeb784abf674542 "
                + "helperEdit#ff918c3235e1363c fill#2ed92ce5eeab4805 stackSubviews#3296e2ee99bf0f7a "
                + "anchorConstraint#b5e6404bfb315906 fillAtMost#c800d176f42a3b5d addView#d443af892ee8c288 "
                + "keyboardGuide#9d76b323ff4a0edc animate#13a760e4aea476a4 pinEdge#3296f3a983c93310 "
                + "pinConstant#531e56cc1380726e",
            operationCount: 66, seed: 4212)
    }
}
#endif
