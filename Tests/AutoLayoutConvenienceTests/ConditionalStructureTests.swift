import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §6.1, §1.8: blocks run once, nest, share subviews, and retain nothing.
@Suite @MainActor struct ConditionalStructureTests {
    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func nestedBlocksAndTheirConditions() {
        let window = phoneWindow()
        let box = UIView()
        window.addSubview(box, pinnedTo: .topLeading, of: .superview)
        UIView.if(.verticallyCompact) {
            UIView.if(.dark) {
                box.constrain(widthAndHeight: 10)
            } else: {
                box.constrain(widthAndHeight: 20)
            }
        } else: {
            box.constrain(widthAndHeight: 30)
        }
        let cases: [(HeadlessOrientation, UIUserInterfaceStyle, CGFloat)] = [
            (.portrait, .light, 30), (.portrait, .dark, 30), (.landscape, .light, 20), (.landscape, .dark, 10),
        ]
        for (orientation, style, side) in cases {
            window.headlessOrientation = orientation
            window.traitOverrides.userInterfaceStyle = style
            #expect(laidOut(box, in: window) == CGRect(x: 0, y: 0, width: side, height: side), "\(orientation) \(style)")
        }
    }
    #endif

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func resultModifiersIncludeNestedBlocks() {
        let window = phoneWindow()
        let outer = UIView(), inner = UIView()
        window.addSubview(outer, pinnedTo: .topLeading, of: .superview)
        window.addSubview(inner, pinnedTo: .bottomLeading, of: .superview)
        window.layoutIfNeeded()
        UIView.if(.alwaysTrue) {
            outer.constrain(widthAndHeight: 10)
            UIView.if(.dark) { inner.constrain(widthAndHeight: 10) } else: { inner.constrain(widthAndHeight: 20) }
        }.animateChanges()
        let before = HeadlessEnvironment.animationLog.count
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(HeadlessEnvironment.animationLog.count == before + 1)
        #expect(inner.frame.size == CGSize(width: 10, height: 10))
    }
    #endif

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func theSameSubviewInBothBranchesIsAddedOnce() {
        let window = phoneWindow()
        let first = UIView(), box = UIView(), last = UIView()
        window.addSubview(first)
        switchingBox(in: window, .verticallyCompact, box: box)
        window.addSubview(last)
        #expect(window.subviews == [first, box, last])
        UIView.if(.dark) { window.addSubview(box, pinnedTo: .center, of: .superview) }
        #expect(window.subviews == [first, box, last])
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        window.headlessOrientation = .landscape
        #expect(laidOut(box, in: window) == thenFrame(in: landscapeSize))
    }
    #endif

    @Test func addingAViewOfAnotherSuperviewIsReportedAndDoesNotMoveIt() {
        let window = phoneWindow()
        let a = UIView(), b = UIView(), box = UIView()
        window.addSubview(a)
        window.addSubview(b)
        let reported = diagnostics {
            UIView.if(.verticallyCompact) {
                a.addSubview(box, pinnedTo: .topLeading, of: .superview)
            } else: {
                b.addSubview(box, pinnedTo: .topLeading, of: .superview)
            }
        }
        #expect(reported.map(\.kind) == [.conditionalSuperviewMismatch])
        #expect(reported.first?.file == "AutoLayoutConvenienceTests/ConditionalStructureTests.swift")
        #expect(box.superview === a)
        #expect(b.subviews.isEmpty)
    }

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func blocksRunOnceAndPropertiesAreUnconditional() {
        let window = phoneWindow()
        let box = UIView()
        var thenRuns = 0, elseRuns = 0
        UIView.if(.verticallyCompact) {
            thenRuns += 1
            box.tag = 1
            window.addSubview(box, pinnedTo: .topLeading, of: .superview)
        } else: {
            elseRuns += 1
            box.alpha = 0.5
        }
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        window.headlessOrientation = .portrait
        window.layoutIfNeeded()
        #expect(thenRuns == 1 && elseRuns == 1)
        #expect(box.tag == 1 && box.alpha == 0.5)
    }
    #endif

    @Test func conditionsOnDeallocatedViewsAreFalse() {
        let window = phoneWindow()
        var other: UIView? = UIView()
        let box = switchingBox(in: window, .view(other!, is: .alwaysTrue))
        #expect(laidOut(box, in: window) == thenFrame(in: portraitSize))
        other = nil
        box.forceUpdateConditionalConstraints()
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
    }

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func nothingRetainsTheViews() {
        weak var weakWindow: UIWindow?
        weak var weakBox: UIView?
        weak var weakOther: UIView?
        do {
            let window = phoneWindow()
            let box = UIView(), other = UIView()
            window.addSubview(other, pinnedTo: .topLeading, of: .superview)
            let condition = UIView.Condition.all(
                .verticallyCompact, .callback { view in !view.isHidden }, .view(other, is: .width(is: .atLeast(0))),
                .view(other, is: .name(is: .main)), .name(is: .main))
            switchingBox(in: window, condition, box: box).enableAnimationsForConditionalUpdates()
            UIView.if(view: other, is: .dark) { other.constrain(widthAndHeight: 5) }.animateChanges().withoutCoalescing()
            window.layoutIfNeeded()
            window.headlessOrientation = .landscape
            window.layoutIfNeeded()
            #expect(box.frame == thenFrame(in: landscapeSize))
            weakWindow = window
            weakBox = box
            weakOther = other
        }
        HeadlessRunLoop.main.drain()
        #expect(weakWindow == nil)
        #expect(weakBox == nil)
        #expect(weakOther == nil)
    }
    #endif

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func removedViewsAreReleasedWhileTheWindowLives() {
        let window = phoneWindow()
        weak var weakBox: UIView?
        do {
            let box = switchingBox(in: window, .verticallyCompact.or(.callback { false }))
            window.layoutIfNeeded()
            box.removeFromSuperview()
            weakBox = box
        }
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(weakBox == nil)
    }
    #endif

    @Test func groupedListsAndListsWithoutAViewInsideBlocks() {
        let window = phoneWindow()
        let box = window.addSubviewForAutoLayout(UIView())
        var grouped: ConstraintsList?
        var orphan: ConstraintsList?
        let reported = diagnostics {
            UIView.if(.dark) {
                grouped = ConstraintsList.grouped({
                    box.constrain(widthAndHeight: 10)
                    box.constrain(pinnedTo: .topLeading, of: .superview)
                }, for: box)
                orphan = ConstraintsList.activate([window.widthAnchor.constraint(greaterThanOrEqualToConstant: 1)], for: nil)
            }
        }
        #expect(reported.map(\.kind) == [.invalidArgument])
        #expect(orphan?.isActive == true)
        #expect(grouped?.all.count == 4 && grouped?.isActive == false)
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(grouped?.isActive == true)
        #expect(laidOut(box, in: window) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
