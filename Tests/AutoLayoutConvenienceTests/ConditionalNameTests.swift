import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §6.3: named configurations.
@Suite @MainActor struct ConditionalNameTests {
    @Test func predefinedNames() {
        typealias Name = UIView.Condition.ConfigurationName
        #expect([Name.main, .alternative, .visible, .hidden].map(\.rawValue) == ["main", "alternative", "visible", "hidden"])
        #expect(Name(rawValue: "compact") != .main)
        #expect(UIView().activeConditionalConstraintsConfigurationName == .main)
    }

    @Test func switchingNamesSwitchesConfigurations() {
        let window = phoneWindow()
        let button = UIView()
        window.addSubview(button, pinnedTo: .topLeading, of: .superview)
        UIView.addNamedConditionalConfiguration(.main) { button.constrain(widthAndHeight: 44) }
        UIView.addNamedConditionalConfiguration(.alternative) { button.constrain(widthAndHeight: 24) }
        let custom = UIView.Condition.ConfigurationName(rawValue: "custom")
        UIView.addNamedConditionalConfiguration(custom) { button.constrain(widthAndHeight: 64) }
        #expect(laidOut(button, in: window) == CGRect(x: 0, y: 0, width: 44, height: 44))
        button.activeConditionalConstraintsConfigurationName = .alternative
        #expect(button.activeConditionalConstraintsConfigurationName == .alternative)
        #expect(laidOut(button, in: window) == CGRect(x: 0, y: 0, width: 24, height: 24))
        button.activeConditionalConstraintsConfigurationName = custom
        #expect(laidOut(button, in: window) == CGRect(x: 0, y: 0, width: 64, height: 64))
        button.activeConditionalConstraintsConfigurationName = .main
        #expect(laidOut(button, in: window) == CGRect(x: 0, y: 0, width: 44, height: 44))
    }

    @Test func namesOfAnotherView() {
        let window = phoneWindow()
        let owner = UIView()
        #expect(owner.activeConditionalConstraintsConfigurationName == .main)
        let box = switchingBox(in: window, .view(owner, is: .name(is: .hidden)))
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        owner.activeConditionalConstraintsConfigurationName = .hidden
        #expect(laidOut(box, in: window) == thenFrame(in: portraitSize))
        owner.activeConditionalConstraintsConfigurationName = .visible
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
    }

    #if !canImport(UIKit)
    // Headless only: it rotates HeadlessUIKit's device window (headlessOrientation).
    @Test func namesCombineWithTraits() {
        let window = phoneWindow()
        let box = UIView()
        box.activeConditionalConstraintsConfigurationName = .alternative
        switchingBox(in: window, .name(is: .alternative).and(.verticallyCompact), box: box)
        #expect(laidOut(box, in: window) == elseFrame(in: portraitSize))
        window.headlessOrientation = .landscape
        #expect(laidOut(box, in: window) == thenFrame(in: landscapeSize))
        box.activeConditionalConstraintsConfigurationName = .main
        #expect(laidOut(box, in: window) == elseFrame(in: landscapeSize))
    }
    #endif
}
