#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// The long fuzz run found required constraints that the engine reported as enforced but that
/// held only to within tens of points, in sequences with extreme numbers: a multiplier of
/// -1e300, clamped to the constant limit of 1e8, put a slack in the tableau whose value reached
/// about 1e10 while coefficients of 1e-8 next to it fell below the solver's zero tolerance and
/// were dropped. Multipliers now stop at 1e4. This is the shrunk sequence of seed 1083 (44
/// operations, the 36th activates the -1e300 multiplier).
@Suite @MainActor struct ExtremeMultiplierRegressionTests {
    static let operations = FuzzOperation.sequence(traced:
        "rotate#dac32fbcbef9e463 namedConfiguration#a49bf7a522142551 pinPosition#310ac9e8e88c80ff "
            + "uikitFormat#7d52a69301ae5f0c pinPosition#f1405ec4f76b85cd align#c5c1dcbf8b772dad "
            + "anchorConstraint#834c2c4a6f8bda4e layout#18c04c9bbcda0445 addView#642c5a2d6f00092 "
            + "rotate#75ff38dcea7320c5 defaults#b79c2a909334d526 fixedFrameGuide#97e979d69420f891 "
            + "uikitFormat#73b410765788b773 pinPosition#8d35f83c5b243035 addView#51e431d87686f864 "
            + "changeConstant#54b26f14b392e3dd addView#e97dd1b73dd0b220 "
            + "stackSubviews#db2352b4dd3fc132 rotate#7d4e29957ea0f0b6 addView#c858ac6b2da87781 "
            + "pinEdge#10ee4b6b54a56009 tableHeader#a0606600c8cf6186 defaults#3b02ff0d3c45bf1b "
            + "stackSubviews#a0479e6c6268d499 keyboardGuide#57fc12f2bc7f4781 "
            + "addView#93c1f14b6a7fdd6f layout#3b8d6d4a95056f47 addView#1896c8d90810b89a "
            + "systemSpacing#f466d6645ac53b5c center#d7d137e42d74d57d fillAtMost#610ee971eeb0d83a "
            + "reparent#29f138a19f8cd4a4 fill#b13e0b5606478620 layout#da32b8f79184351a "
            + "namedConfiguration#534f47bfaff9adf1 anchorConstraint#8ac9c096990f935 "
            + "addView#acd6522016d217a7 overflowScroll#a3e37efc130c5590 addView#255fc696b7d998c2 "
            + "stackFactory#b3d538d68a644ef5 addView#34b97e346aa200f7 "
            + "typedAnchors#252788b582d75cdd animate#bccbe394d7aa65d2 center#ecbedd97ada01706"
    )

    @Test func requiredConstraintsHoldNextToAnExtremeMultiplier() {
        #expect(Self.operations.count == 44)
        let failure = FuzzRun.replay(Self.operations, seed: 1083, settings: FuzzSettings(), counting: false)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
#endif
