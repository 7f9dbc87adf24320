import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// The README examples C33–C36 of convenience-dsl.md §13 (conditional constraints), written as the
/// README writes them inside a `UIView` subclass, checked on an iPhone 15 window.
final class ConditionalReadmeScreen: UIView {
    let button = UIView()
    let label = UIView()
    let someOtherView = UIView()

    func c33(view: UIView) {
        UIView.if(.isVerticallyRegular) {
            button.constrain(height: 100)
            view.addSubview(button, pinningTo: .top)
        } else: {
            button.constrain(height: 20)
            view.addSubview(button, pinningTo: .bottom)
        }
    }

    func c34() -> [UIView.Condition] {
        [
            .width(is: .atLeast(200)), .height(is: .atMost(100)), .widthAndHeight(is: .exactly(100)),
            .width(is: .exactly(100), heightIs: .atMost(50)), .traits(in: UITraitCollection(legibilityWeight: .bold)),
            .trait(\.legibilityWeight, is: .bold), .verticallyCompact, .verticallyRegular, .horizontallyCompact,
            .horizontallyRegular, .phone, .pad, .mac, .tv, .carPlay, .light, .dark, .leftToRight, .rightToLeft,
            .callback({ return true }), .callback({ view in return view.isHidden }),
            .all(.verticallyCompact, .phone), .any(.horizontallyCompact, .pad), .not(.phone, .pad),
            .verticallyCompact.isTrue, .verticallyCompact.isFalse, .verticallyCompact.and(.phone), .verticallyCompact.or(.phone),
            .view(label, has: .width(is: .exactly(100))), .view(someOtherView, is: .verticalCompact),
        ]
    }

    func c35() {
        UIView.if(view: someOtherView, is: .verticallyCompact) { label.constrain(width: 10) }
        UIView.if(.verticalCompact) {} else: {}.withoutCoalescing()
        UIView.if(.verticalCompact) {} else: {}.animateChanges()
        label.useDirectConditionalUpdates()
        label.enableAnimationsForConditionalUpdates()
        label.setConditionalConstraintsNeedsUpdate()
        label.updateConditionalConstraintsIfNeeded()
        label.forceUpdateConditionalConstraints()
    }

    func c36() {
        UIView.addNamedConditionalConfiguration(.main) { button.constrain(widthAndHeight: 44) }
        UIView.addNamedConditionalConfiguration(.alternative) { button.constrain(widthAndHeight: 24) }.animateChanges()
        button.activeConditionalConstraintsConfigurationName = .alternative
        _ = UIView.Condition.ConfigurationName(rawValue: "x")
    }
}

@Suite @MainActor struct ConditionalReadmeTests {
    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func c33SwitchesWithTheVerticalSizeClass() {
        let window = phoneWindow()
        let screen = ConditionalReadmeScreen()
        window.addSubview(screen, filling: .superview)
        screen.c33(view: screen)
        #expect(screen.subviews == [screen.button])
        window.layoutIfNeeded()
        #expect(screen.button.frame.minY == 0 && screen.button.frame.height == 100)
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(screen.button.frame.maxY == landscapeSize.height && screen.button.frame.height == 20)
        window.headlessOrientation = .portrait
        window.layoutIfNeeded()
        #expect(screen.button.frame.minY == 0 && screen.button.frame.height == 100)
    }
    #endif

    @Test func c34EveryConditionExampleEvaluates() {
        let window = phoneWindow()
        let screen = ConditionalReadmeScreen()
        window.addSubview(screen, filling: .superview)
        screen.addSubview(screen.label, pinnedTo: .topLeading, of: .superview)
        screen.label.constrain(width: 100, height: 10)
        window.layoutIfNeeded()
        var boxes: [UIView] = []
        let reported = diagnostics {
            for (index, condition) in screen.c34().enumerated() {
                // The size examples read the 100 × 10 label (a box's own size would feed back).
                boxes.append(switchingBox(in: screen, index < 4 ? .view(screen.label, is: condition) : condition))
            }
            window.layoutIfNeeded()
        }
        #expect(reported.isEmpty)
        // Portrait iPhone 15, light, left-to-right, regular legibility: which examples hold.
        let holds = [false, true, false, true, false, false, false, true, true, false, true, false, false, false, false, true, false, true, false,
                     true, false, false, true, false, false, true, false, true, true, false]
        #expect(boxes.map { $0.frame.width == 40 } == holds)
    }

    @Test func c35AndC36Compile() {
        let window = phoneWindow()
        let screen = ConditionalReadmeScreen()
        window.addSubview(screen, filling: .superview)
        screen.addSubview(screen.button, pinnedTo: .topLeading, of: .superview)
        window.addSubview(screen.someOtherView)
        screen.c35()
        screen.c36()
        #expect(screen.button.activeConditionalConstraintsConfigurationName == .alternative)
        window.layoutIfNeeded()
        #expect(screen.button.frame.size == CGSize(width: 24, height: 24))
    }
}
