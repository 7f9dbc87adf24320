import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

#if !canImport(UIKit)
// Headless only: every test reads HeadlessUIKit's engine log (HeadlessLog) or shows its keyboard.
/// The four defects that random operation sequences found, each as its shortest reproduction.
@Suite @MainActor struct ReliabilityRegressionTests {
    /// An empty overflow scroll view pinned to the top of an iPhone window. Its content's height
    /// is left free, and the solver put it below zero (the content guide must only be at least
    /// the frame minus the 59-pt top inset); read back as a positive content size, that grew the
    /// scroll view, which shrank the content again, and every pass logged that it did not
    /// converge. Sizes are now never negative, so the scroll view settles at 0 pt high.
    @Test func anEmptyOverflowScrollViewSettlesAtZeroHeight() {
        let window = phoneWindow()
        let scroll = UIView().verticallyScrollable()
        let log = HeadlessLog.capture {
            window.addSubview(scroll, pinnedTo: .top, of: .superview)
            window.layoutIfNeeded()
        }
        #expect(log.isEmpty)
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 393, height: 0))
        #expect(scroll.contentSize == CGSize(width: 393, height: 0))
        let again = HeadlessLog.capture {
            window.setNeedsLayout()
            window.layoutIfNeeded()
        }
        #expect(again.isEmpty)
        #expect(scroll.frame.height == 0)
    }

    /// 80 views whose required widths conflict with a chain of widths, then the scroll view
    /// above in the same window. Every broken constraint used to be retried, recomputing a
    /// minimal conflicting set, whenever any constant changed, in every round of a pass (about
    /// 5 s). Now each conflict logs once and unrelated changes retry nothing.
    @Test func conflictsWithAChainLogOncePerConflict() {
        let window = phoneWindow()
        var views: [UIView] = []
        let first = HeadlessLog.capture {
            for _ in 0..<80 {
                let view = UIView()
                window.addSubview(view, pinnedTo: .topLeading, of: .superview)
                view.constrain(height: 1)
                if let previous = views.last {
                    view.widthAnchor.constraint(equalTo: previous.widthAnchor, constant: 1).isActive = true
                    view.widthAnchor.constraint(equalToConstant: 50).isActive = true
                } else {
                    view.widthAnchor.constraint(equalToConstant: 100).isActive = true
                }
                views.append(view)
            }
            window.layoutIfNeeded()
        }
        #expect(first.count == 79)
        #expect(first.allSatisfy { $0.message.contains("Unable to simultaneously satisfy constraints") })
        #expect(views.map(\.frame.width) == (0..<80).map { CGFloat(100 + $0) })
        let later = HeadlessLog.capture {
            window.addSubview(UIView().verticallyScrollable(), pinnedTo: .top, of: .superview)
            window.layoutIfNeeded()
            window.headlessKeyboard.show(height: 300)
            window.headlessKeyboard.hide()
            window.layoutIfNeeded()
        }
        #expect(later.isEmpty)
    }

    /// A rectangle 1.8 × 10³⁰⁸ points above the window: pixel rounding overflowed and the frame
    /// became (0, nan, 10, nan) with nothing logged. The constant is now substituted by the
    /// engine's limit, with UIKit's message, and the frame stays finite.
    @Test func aRectangleFarAboveTheWindowStaysFinite() {
        let window = phoneWindow()
        let view = UIView()
        let log = HeadlessLog.capture {
            window.addSubview(view, pinnedAt: CGRect(x: 0, y: -.greatestFiniteMagnitude, width: 10, height: 10))
            window.layoutIfNeeded()
        }
        #expect(view.frame == CGRect(x: 0, y: -100_000_000, width: 10, height: 10))
        #expect(log.count == 1)
        #expect(log.first?.message.contains("exceeds internal limits") == true)
    }

    /// Continuing the previous case: with the keyboard shown, filling the keyboard safe area of
    /// that view trapped in `CGRect.intersection` inside the keyboard overlap.
    @Test func theKeyboardSafeAreaOfAViewFarAboveTheWindowDoesNotTrap() {
        let window = phoneWindow()
        let view = UIView()
        let filler = UIView()
        _ = HeadlessLog.capture {
            window.addSubview(view, pinnedAt: CGRect(x: 0, y: -.greatestFiniteMagnitude, width: 10, height: 10))
            window.layoutIfNeeded()
            window.headlessKeyboard.show(height: 300)
            view.addSubview(filler, filling: .keyboardSafeArea)
            window.layoutIfNeeded()
        }
        // The keyboard is far below the view, so the guide is the view's safe area.
        #expect(filler.frame == view.safeAreaLayoutGuide.layoutFrame)
        let edges = [filler.frame.minX, filler.frame.minY, filler.frame.width, filler.frame.height]
        #expect(edges.allSatisfy { $0.isFinite })
    }
}
#endif
