import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

#if !canImport(UIKit)
// Headless only: every test shows HeadlessUIKit's simulated keyboard.
/// convenience-dsl.md §9.
@Suite(.serialized) @MainActor struct KeyboardGuideTests {
    @Test func keyboardSafeAreaIsTheSafeAreaMinusTheKeyboard() {
        let window = phoneWindow(), box = UIView()
        window.addSubview(box, filling: .keyboardSafeArea)
        window.layoutIfNeeded()
        // Safe area of the iPhone 15: y 59…818.
        #expect(box.frame == CGRect(x: 0, y: 59, width: 393, height: 759))

        window.headlessKeyboard.show(height: 336)
        // Keyboard top 852 − 336 = 516.
        #expect(box.frame == CGRect(x: 0, y: 59, width: 393, height: 457))

        window.headlessKeyboard.show(height: 100)
        // Smaller than the 34 pt bottom inset beyond… 752 is above 818: covers 66 of the safe area.
        #expect(box.frame == CGRect(x: 0, y: 59, width: 393, height: 693))

        window.headlessKeyboard.hide()
        #expect(box.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func keyboardFrameCoversTheKeyboard() {
        let window = phoneWindow(), box = UIView()
        window.addSubview(box, filling: .keyboardFrame)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 852, width: 393, height: 0))

        window.headlessKeyboard.show(height: 336)
        #expect(box.frame == CGRect(x: 0, y: 516, width: 393, height: 336))

        window.headlessKeyboard.hide()
        #expect(box.frame == CGRect(x: 0, y: 852, width: 393, height: 0))
    }

    @Test func guidesOfAViewAboveTheKeyboardStayPut() {
        let window = phoneWindow(), panel = UIView(), box = UIView(), bar = UIView()
        window.addSubview(panel, filling: .top(.superview, others: .superview), insets: .init(top: 0, leading: 0, bottom: 400, trailing: 0))
        panel.addSubview(box, filling: .keyboardSafeArea)
        panel.addSubview(bar, filling: .keyboardFrame)
        window.layoutIfNeeded()
        window.headlessKeyboard.show(height: 336)
        // The panel ends at 452, above the keyboard's top at 516.
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 393, height: 452))
        #expect(box.frame == CGRect(x: 0, y: 59, width: 393, height: 393))
        #expect(bar.frame == CGRect(x: 0, y: 452, width: 393, height: 0))
        window.headlessKeyboard.hide()
    }

    @Test func guidesAreCreatedOnceWithTheirConstraints() {
        let window = phoneWindow()
        let guide = window.keyboardSafeAreaLayoutGuide
        #expect(window.keyboardSafeAreaLayoutGuide === guide)
        #expect(guide.identifier == "AutoLayoutConvenience.KeyboardSafeAreaLayoutGuide")
        #expect(guide.owningView === window)
        #expect(guide.invalidatesLayoutInWholeHierarchy)
        let frameGuide = window.keyboardFrameLayoutGuide
        #expect(frameGuide.identifier == "AutoLayoutConvenience.KeyboardFrameLayoutGuide")
        #expect(window.layoutGuides.filter { $0 === guide || $0 === frameGuide }.count == 2)
        let bottom = window.constraints.first { $0.identifier == "KeyboardSafeAreaLayoutGuide keyboard.bottom" }
        #expect(fields(bottom) == expected(window.safeAreaLayoutGuide, .bottom, .equal, guide, .bottom,
                                           id: "KeyboardSafeAreaLayoutGuide keyboard.bottom"))
        let height = window.constraints.first { $0.identifier == "KeyboardFrameLayoutGuide keyboard.height" }
        #expect(fields(height) == expected(frameGuide, .height, .equal, nil, id: "KeyboardFrameLayoutGuide keyboard.height"))
    }

    @Test func qualifiedAnchorablesResolveToTheGuides() {
        let window = phoneWindow(), other = UIView(), box = UIView()
        window.addSubview(other, filling: .superview)
        var list: ConstraintsList?
        let reported = diagnostics { list = window.addSubview(box, filling: .keyboardSafeArea(other)) }
        #expect(reported.isEmpty)
        #expect(list?.top?.firstItem === other.keyboardSafeAreaLayoutGuide)
        let bar = UIView()
        let barList = window.addSubview(bar, pinnedTo: .bottomCenter, of: .keyboardFrameOf(other))
        #expect(barList.all.count == 2)
        #expect(barList.all.allSatisfy { $0.firstItem === other.keyboardFrameLayoutGuide || $0.secondItem === other.keyboardFrameLayoutGuide })
    }

    @Test func aScrollViewAboveTheKeyboardSafeAreaBottomShrinks() {
        let window = phoneWindow(), content = UIView()
        content.constrain(height: 2000)
        let scrollView = content.verticallyScrollable()
        window.addSubview(scrollView, filling: .top(.safeArea, leading: .superview, bottom: .keyboardSafeArea, trailing: .superview))
        window.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        window.headlessKeyboard.show(height: 336)
        #expect(scrollView.frame == CGRect(x: 0, y: 59, width: 393, height: 457))
        #expect(scrollView.contentSize == CGSize(width: 393, height: 2000))
        window.headlessKeyboard.hide()
        #expect(scrollView.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func layingOutOnlyTheOwningView() {
        let window = phoneWindow(), panel = UIView(), box = UIView()
        window.addSubview(panel, filling: .superview)
        panel.addSubview(box, filling: .keyboardFrame)
        window.layoutIfNeeded()
        panel.keyboardFrameLayoutGuide.invalidatesLayoutInWholeHierarchy = false
        window.headlessKeyboard.show(height: 336)
        #expect(box.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
        window.headlessKeyboard.hide()
        #expect(box.frame == CGRect(x: 0, y: 852, width: 393, height: 0))
    }

    @Test func updateRecomputesAfterTheViewMoved() {
        let window = phoneWindow(), panel = UIView(), box = UIView()
        window.addSubview(panel, filling: .superview, insets: .init(top: 0, leading: 0, bottom: 400, trailing: 0))
        panel.addSubview(box, filling: .keyboardFrame)
        window.layoutIfNeeded()
        window.headlessKeyboard.show(height: 336)
        #expect(box.frame.height == 0)
        // The panel grows over the keyboard; the guide only notices on `update()`.
        panel.removeFromSuperview()
        window.addSubview(panel, filling: .superview)
        window.layoutIfNeeded()
        #expect(box.frame.height == 0)
        panel.keyboardFrameLayoutGuide.update()
        #expect(box.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
        window.headlessKeyboard.hide()
    }
}
#endif
