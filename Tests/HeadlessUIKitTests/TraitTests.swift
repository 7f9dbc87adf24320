import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct TraitTests {
    @Test func windowsCarryTheirDeviceTraits() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let view = UIView()
        window.addSubview(view)
        #expect(view.traitCollection.displayScale == 3)
        #expect(view.traitCollection.verticalSizeClass == .regular)
    }

    @Test func rotationNotifiesRegisteredHandlers() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let view = UIView()
        window.addSubview(view)
        var previous: [UIUserInterfaceSizeClass] = []
        var current: [UIUserInterfaceSizeClass] = []
        view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (view: UIView, old: UITraitCollection) in
            previous.append(old.verticalSizeClass)
            current.append(view.traitCollection.verticalSizeClass)
        }
        window.headlessOrientation = .landscape
        #expect(previous == [.regular])
        #expect(current == [.compact])
        let registration = view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in
            Issue.record("the horizontal class of an iPhone 15 stays compact")
        }
        window.headlessOrientation = .portrait
        view.unregisterForTraitChanges(registration)
        #expect(previous == [.regular, .compact])
    }
}
