#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// Autoresizing constraints measured a view's frame from its superview's bounds origin, which a
/// scroll view's content offset moves, while layout measures from the superview's origin. A
/// table on an iPad (content offset −24 for the status bar) moved its self-sizing header 24 pt
/// down in the solver while the table kept placing it at 0, so constraints between the header's
/// content and the window's readable-content guide held in the solver and failed on screen by
/// 24 pt (seed 5699); a scroll view added with a frame to the table moved down by 24 pt.
@Suite @MainActor struct ScrolledSuperviewRegressionTests {
    @Test func aTableHeadersContentHoldsConstraintsToTheWindow() {
        FuzzRegression.expectEveryInvariant(replaying:
            "tableHeader#4ea920b9a2b10997 fillAtMost#ad330ec9ec9edd5e addView#46e8ab2e633790e7 "
                + "pinEdge#b2c71b664ac1bd5e layout#1cb89a41d24f8cbd uikitFormat#90eb96c6d1e0a2b5",
            operationCount: 6, seed: 5699)
    }

    /// Seed 5897: in a table of a view controller's view, after two rotations, a label's bottom
    /// tied to half a stack view's centre (a multiplier on a position) missed by 40.75 pt for the
    /// same reason.
    @Test func aTableHeaderAfterRotationsHoldsItsConstraints() {
        FuzzRegression.expectEveryInvariant(replaying:
            "pinConstant#d6a3a49d13efa7b7 tableHeader#a06ad8ce925042a0 rotate#882fe65ce85ee956 "
                + "anchorConstraint#cdff1c8e4fb856e4 pinEdge#cf74ae39d77714c7 pins#5cfea1ed21f9cb55 center#942f63d25a3c4c63 "
                + "legacyInstall#a2b4bc1fd12f08e typedAnchors#19b0b5be44b3176d rootController#1ba7e2a40f0a45ca "
                + "rotate#48442da4f2ac8406 addView#8aaba7f7aa2f614e addView#6c8efcd2b2aca24e addView#524882c0cae5d948 "
                + "pinEdge#b045ff068e01d09c align#ebb3d4f421748e81 stackSubviews#e84bb48b02cc090a addView#421471e0812b892a "
                + "stackSubviews#f3b12641a98d3ed6 layout#35f9827a5a767e8b pinEdge#3165c2b8ef2cfe11 uikitFormat#b99c282114735922 "
                + "overflowScroll#b82b2761184710cd fill#58692686b6e388dd",
            operationCount: 24, seed: 5897)
    }
}
#endif
