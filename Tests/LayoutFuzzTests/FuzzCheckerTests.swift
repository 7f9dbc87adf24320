#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// The fuzzer's own machinery can fail: its checks catch a constraint that does not hold, a
/// frame that is not finite and a view that is not released, and its shrinker finds the
/// operations a failure needs.
@Suite @MainActor struct FuzzCheckerTests {
    /// A window with `view` pinned 20 pt from the top leading corner, 100 × 50, laid out.
    private func scene() -> (UIWindow, UIView, [NSLayoutConstraint]) {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let constraints = [
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
        ]
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return (window, view, constraints)
    }

    @Test func aConstraintThatHoldsPasses() {
        let (window, _, _) = scene()
        #expect(FuzzInvariants.violation(in: [window], entries: []) == nil)
    }

    @Test func aFrameThatBreaksARequiredConstraintIsReported() throws {
        let (window, view, _) = scene()
        // Until the next pass, the frame set by hand is what the checker sees.
        view.frame = CGRect(x: 20, y: 20, width: 100, height: 60)
        let (kind, message) = try #require(FuzzInvariants.violation(in: [window], entries: []))
        #expect(kind == .constraintBroken)
        #expect(message.contains("height"))
    }

    @Test func anOptionalOrBrokenConstraintIsNotRequiredToHold() {
        let (window, view, constraints) = scene()
        let log = HeadlessLog.capture {
            // Conflicts with the width of 100: broken, and so left out.
            view.widthAnchor.constraint(equalToConstant: 10).isActive = true
            let optional = view.widthAnchor.constraint(equalToConstant: 30)
            optional.priority = .defaultHigh
            optional.isActive = true
            window.layoutIfNeeded()
        }
        #expect(log.contains { $0.message.contains("Will attempt to recover by breaking constraint") })
        #expect(constraints.allSatisfy { !$0.headlessIsBroken })
        #expect(FuzzInvariants.violation(in: [window], entries: []) == nil)
    }

    @Test func aSizeClampedAtZeroCountsAsAnyNegativeSize() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            view.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // The solved width is −10; the frame shows 0 wide at x = 50.
        #expect(view.frame == CGRect(x: 50, y: 0, width: 0, height: 10))
        #expect(FuzzInvariants.violation(in: [window], entries: []) == nil)
    }

    @Test func aPositiveSizeCannotHideBehindTheClamp() {
        let (window, view, _) = scene()
        // 100 wide and half as high: a frame 0 wide breaks both, whatever negative width it hides.
        view.frame = CGRect(x: 20, y: 20, width: 0, height: 50)
        #expect(FuzzInvariants.violation(in: [window], entries: [])?.0 == .constraintBroken)
    }

    @Test func aNonFiniteFrameIsReported() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let view = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(FuzzInvariants.violation(in: [window], entries: [])?.0 == .notFinite)
    }

    @Test func aDroppedViewThatStaysAliveIsALeak() {
        let world = FuzzWorld(device: .iPhone15, extremes: false)
        let kept = UIView()
        world.hold(kept)
        world.window.addSubview(kept)
        do {
            let released = UIView()
            world.hold(released)
            world.window.addSubview(released)
            released.removeFromSuperview()
            world.release(released)
        }
        kept.removeFromSuperview()
        world.release(kept)
        #expect(world.leaked == ["UIView#0"])
        withExtendedLifetime(kept) {}
    }

    @Test func theShrinkerKeepsOnlyWhatTheFailureNeeds() {
        var random = FuzzRandom(seed: 3)
        let operations = FuzzOperation.sequence(count: 60, random: &random)
        let needed = [operations[11], operations[47]]
        func replay(_ candidate: [FuzzOperation]) -> FuzzFailure? {
            guard let last = candidate.lastIndex(of: needed[1]), candidate[..<last].contains(needed[0]) else { return nil }
            return FuzzFailure(kind: .leak, seed: 3, step: last, message: "", operations: Array(candidate.prefix(last + 1)), log: [])
        }
        let failure = FuzzShrinker.shrink(replay(operations)!, replay: replay)
        #expect(failure.operations == needed)
        #expect(failure.originalLength == 48)
    }

    /// A pass that flips inside is a feedback only when what still changes follows the insets.
    @Test func onlyInsetFollowingChangesMakeAFlipAFeedback() {
        let prefix = "[LayoutConstraints] Layout did not converge after 8 passes; still changing: "
        let safeArea = "constant of <HeadlessGuideConstraint:0x1d 'UIViewSafeAreaLayoutGuide-bottom' UILayoutGuide:0x19'UIViewSafeAreaLayoutGuide'.bottom == UIView:0x2.bottom   (active)>"
        let margin = "constant of <HeadlessGuideConstraint:0xc 'UIView-bottomMargin-guide-constraint' UILayoutGuide:0x4'UIViewLayoutMarginsGuide'.bottom == UIView:0x2.bottom - 8   (active)>"
        let appConstant = "constant of <NSLayoutConstraint:0x9 UIView:0x2.top == UIView:0x3.top + 4   (active)>"
        #expect(FuzzInvariants.changesOnlyInsets(prefix + safeArea + "; " + margin))
        #expect(FuzzInvariants.changesOnlyInsets(prefix + "constant of <HeadlessGuideConstraint:0x1 'UIView-keyboardLayoutGuide-height' UIKeyboardLayoutGuide:0x2'UIViewKeyboardLayoutGuide'.height == 0   (active)> (moves by 193)"))
        #expect(FuzzInvariants.changesOnlyInsets(prefix + safeArea + "; UITextView:0x7 needs layout"))
        #expect(FuzzInvariants.changesOnlyInsets(prefix + safeArea + "; VerticalOverflowScrollView:0x7 needs layout, its intrinsic content size measured"))
        #expect(!FuzzInvariants.changesOnlyInsets(prefix + safeArea + "; UILabel:0x7 needs its intrinsic content size measured"))
        #expect(!FuzzInvariants.changesOnlyInsets(prefix + safeArea + "; " + appConstant))
        #expect(!FuzzInvariants.changesOnlyInsets(prefix + "4 constraints added; UIButton:0x5 needs layout"))
        #expect(!FuzzInvariants.changesOnlyInsets(prefix + "UIScrollView:0x5 needs layout, updateConstraints()"))
        // A frame set by layout code may flip with what it follows, but not by a fraction of a point.
        let autoresizing = "constant of <NSAutoresizingMaskLayoutConstraint:0x6 h=--- v=--- UIView:0x2.width == 460   (active)>"
        #expect(FuzzInvariants.changesOnlyInsets(prefix + autoresizing + " (moves by 527)"))
        #expect(FuzzInvariants.changesOnlyInsets(prefix + autoresizing + " (moves by 527); " + safeArea))
        #expect(!FuzzInvariants.changesOnlyInsets(prefix + autoresizing + " (moves by 0.166667)"))
        #expect(FuzzInvariants.changesOnlyInsets(prefix + autoresizing + " (moves by 0.333333)"))
        // Between two pixels of a 2× screen: rounding keeps a feedback off its fixed point.
        #expect(FuzzInvariants.changesOnlyInsets(prefix + autoresizing + " (moves by 0.5)", pixel: 0.5))
        #expect(!FuzzInvariants.changesOnlyInsets(prefix + autoresizing + " (moves by 0.25)", pixel: 0.5))
        #expect(!FuzzInvariants.changesOnlyInsets(prefix + autoresizing))
        #expect(!FuzzInvariants.changesOnlyInsets(prefix + autoresizing + " (moves by 527); UIButton:0x5 needs layout"))
        // Retries follow the constants that changed; on their own they are a retry loop.
        #expect(FuzzInvariants.changesOnlyInsets(prefix + safeArea + "; 1 broken constraint to try again"))
        #expect(!FuzzInvariants.changesOnlyInsets(prefix + "1 broken constraint to try again"))
        #expect(!FuzzInvariants.changesOnlyInsets("[LayoutConstraints] Layout did not converge after 8 passes"))
    }

    @Test func aTextLogOfTheOperationsComesWithAFailure() {
        let failure = FuzzFailure(kind: .didNotSettle, seed: 9, step: 2, message: "did not converge",
                                  operations: [FuzzOperation(kind: .addView, seed: 1), FuzzOperation(kind: .layout, seed: 2)],
                                  log: ["[0] add UIView#0 to window", "[1] layoutIfNeeded"], replay: "LAYOUT_FUZZ_FIRST_SEED=9 …")
        let text = failure.description
        #expect(text.contains("seed 9, step 2"))
        #expect(text.contains("addView#1 layout#2"))
        #expect(text.contains("[0] add UIView#0 to window"))
        #expect(text.contains("LAYOUT_FUZZ_FIRST_SEED=9"))
    }
}
#endif
