#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// The fuzzer found a layout step that never returned: seed 1083 of the long run (extreme numbers)
/// builds a system whose constants reach the engine's limit of 1e8. The primal simplex then
/// pivoted one slack in and out forever: entering, it lowered a level by 0.5 per unit; leaving
/// again, its cost at that higher level was 1e-8, below the tolerance, so a lower level's
/// -2e-8 decided, and each round trip moved the higher level's error by whole points. A higher
/// level with any positive cost now forbids the move.
@Suite @MainActor struct SimplexCyclingRegressionTests {
    /// The 73 operations of the sequence, as the fuzzer's trace prints them.
    static let operations = FuzzOperation.sequence(traced:
        "rotate#dac32fbcbef9e463 buttonTitle#f193f1695d023db namedConfiguration#a49bf7a522142551 "
            + "pinPosition#310ac9e8e88c80ff uikitFormat#7d52a69301ae5f0c "
            + "pinPosition#f1405ec4f76b85cd align#c5c1dcbf8b772dad layoutGuide#96baff2bc77c667a "
            + "buttonTitle#320e72a66c4421aa anchorConstraint#834c2c4a6f8bda4e "
            + "layout#18c04c9bbcda0445 addView#642c5a2d6f00092 rotate#75ff38dcea7320c5 "
            + "defaults#b79c2a909334d526 fixedFrameGuide#97e979d69420f891 "
            + "uikitFormat#73b410765788b773 stackChange#d81bd37ed5032380 "
            + "pinPosition#8d35f83c5b243035 listEdit#8ff188e50d4e33fd align#6c3bdcff14a78a48 "
            + "addView#51e431d87686f864 changeConstant#54b26f14b392e3dd "
            + "updatePins#e51fdeaaad8949f3 addView#e97dd1b73dd0b220 stackSubviews#db2352b4dd3fc132 "
            + "rotate#7d4e29957ea0f0b6 batchConstraints#8fd3f210686c75aa "
            + "anchorConstraint#1824a6cdf3b535c hugging#f964d36b6b9a58d5 addView#c858ac6b2da87781 "
            + "pinEdge#10ee4b6b54a56009 tableHeader#a0606600c8cf6186 updatePins#9f917539fd4f0b30 "
            + "deactivate#1d5efa4200c2a437 sizeRelative#419ff67fe9d0edaa layout#49cd104fc2002776 "
            + "defaults#3b02ff0d3c45bf1b stackSubviews#a0479e6c6268d499 margins#42fc275550926598 "
            + "inspect#b7c031195d06e591 keyboardGuide#57fc12f2bc7f4781 addView#93c1f14b6a7fdd6f "
            + "layout#3b8d6d4a95056f47 imageChange#904d4f17fa0cbc20 addView#1896c8d90810b89a "
            + "setNeedsLayout#c861f9936569f191 systemSpacing#f466d6645ac53b5c "
            + "legacyInstall#8b2e6b1a44a80392 anchorConstraint#4d886d28aa52525e "
            + "stackFactory#63888c97132bd1c5 fillAtMost#610ee971eeb0d83a reparent#29f138a19f8cd4a4 "
            + "fill#b13e0b5606478620 viewTraits#23134c55fa5b8141 layout#da32b8f79184351a "
            + "changePriority#185835532be5fb80 traits#69e8f5d9479ed604 "
            + "namedConfiguration#534f47bfaff9adf1 anchorConstraint#8ac9c096990f935 "
            + "addView#acd6522016d217a7 overflowScroll#a3e37efc130c5590 "
            + "helperEdit#bf3446be5e477849 layoutGuide#6af2fb11b2ddcf8c addView#255fc696b7d998c2 "
            + "stackFactory#b3d538d68a644ef5 anchorConstraint#d2669406c461ea1d "
            + "margins#937dbf5a8e563d5d addView#34b97e346aa200f7 typedAnchors#252788b582d75cdd "
            + "animate#bccbe394d7aa65d2 addView#8402b623f9acb208 center#ecbedd97ada01706 "
            + "removeFromSuperview#33c934ffcbd1251d"
    )

    @Test func aSystemWithConstantsAtTheLimitReturns() {
        var settings = FuzzSettings()
        settings.stepTimeout = 60
        #expect(Self.operations.count == 73)
        let failure = FuzzRun.replay(Self.operations, seed: 1083, settings: settings, counting: false)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
#endif
