#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// A layout round reads again only the subviews whose solved values the solver reports as
/// moved. Each report marks a view for its superview; the marks of a view's subviews were
/// cleared once its `layoutSubviews()` returned, so a move reported while the call ran (after
/// the subview had been placed) was lost with the rest, and the subview kept its old frame.
/// A mark is now cleared only where its subview is read.
@Suite @MainActor struct MovedValuesMarkRegressionTests {
    /// Seed 3895: a stack view filling a keyboard frame guide kept a frame 32 pt above the
    /// guide's top, which its required `fill.top` constraint ties it to.
    @Test func aMoveReportedWhileTheSuperviewLaysOutIsNotLost() {
        FuzzRegression.expectEveryInvariant(replaying:
            "pinConstant#941d25235730a691 pinEdge#a6fc2660aa21606a helperFormat#28d4ccb787b46bd "
                + "addView#bc0610b19e6d4dad reparent#348bd03da87c95e4 typedAnchors#3821fa77d6156a59 "
                + "pinEdge#466174f745ee9a8d fillAtMost#def2d9b6a296af00 keyboardGuide#3950884b043c1dca "
                + "rootController#563115bc295a1771 addView#8ed5f780b017c2ae conditional#9be001ad625501ac "
                + "removeFromSuperview#93638c317c247f1f fixedFrameGuide#c0a70ca9ec4901db "
                + "overflowScroll#1a3ff8f138dded7a fillAtMost#6725eaf63b7d26d2 pinEdge#16676d38e2676a12 "
                + "pins#1bca3401daf45c3 fillAtMost#59c4f4d0c588bec8 addView#ecb35c62c03b1fd7 addView#66260c5918ec4b3a "
                + "tableHeader#19bf9050f61a88bb removeFromSuperview#20981c286f706bf8 keyboardGuide#5ce9e252fc864ac0 "
                + "drop#f6662f0d7cf74921 addView#164b6a5444ae9319 addView#46ce81a98d817e17 "
                + "overflowScroll#e5c26a98d9572fac pinPosition#236485e4ffdea7a1 tableHeader#1b6ac2332e81855e "
                + "helperFormat#e3f7aa26b8d90004 addView#defb84b21a0b6c3f namedConfiguration#abeb40d11673b7e6 "
                + "drainRunLoop#b5c4b2e76625859f stackSubviews#875e433705c3451a fillAtMost#600677dbf93f78c3 "
                + "pinEdge#7e248c953ed4acb6 drop#7d64142cf7737170 reparent#1ba0c070c1bfbe6c addView#2a3dad8b67b30cc1 "
                + "typedAnchors#3bdfe8c84002c9b7 stackFactory#a3ecdda9c66e4066 stackFactory#e6fbda4cbbdf9f15",
            operationCount: 43, seed: 3895)
    }
}
#endif
