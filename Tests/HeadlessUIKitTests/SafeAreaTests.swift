import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct SafeAreaTests {
    /// Expected safe-area guide frames: the window bounds inset by the preset's insets (uikit-model.md §10).
    static let cases: [(HeadlessDevice, HeadlessOrientation, CGRect)] = [
        (.iPhoneSE, .portrait, CGRect(x: 0, y: 20, width: 375, height: 647)),        // 667 − 20
        (.iPhoneSE, .landscape, CGRect(x: 0, y: 0, width: 667, height: 375)),
        (.iPhone15, .portrait, CGRect(x: 0, y: 59, width: 393, height: 759)),        // 852 − 59 − 34
        (.iPhone15, .landscape, CGRect(x: 59, y: 0, width: 734, height: 372)),       // 852 − 118, 393 − 21
        (.iPhone15ProMax, .portrait, CGRect(x: 0, y: 59, width: 430, height: 839)),  // 932 − 93
        (.iPhone15ProMax, .landscape, CGRect(x: 59, y: 0, width: 814, height: 409)), // 932 − 118, 430 − 21
        (.iPadPro11, .portrait, CGRect(x: 0, y: 24, width: 834, height: 1150)),      // 1194 − 44
        (.iPadPro11, .landscape, CGRect(x: 0, y: 24, width: 1194, height: 790)),     // 834 − 44
    ]

    @Test(arguments: 0..<8) func viewPinnedToTheSafeAreaGuide(index: Int) {
        let (device, orientation, expected) = Self.cases[index]
        let window = UIWindow(headlessDevice: device, orientation: orientation)
        let view = constrainedSubview(of: window)
        let guide = window.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == expected)
        #expect(guide.layoutFrame == expected)
        #expect(guide.identifier == "UIViewSafeAreaLayoutGuide")
        #expect(window.safeAreaInsets == device.safeAreaInsets(in: orientation))
    }

    @Test func subviewsGetTheCoveredPartOfTheirAncestorsInsets() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let full = UIView(frame: window.bounds)
        let lower = UIView(frame: CGRect(x: 0, y: 40, width: 393, height: 800))
        window.addSubview(full)
        window.addSubview(lower)
        window.layoutIfNeeded()
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Top: 59 − 40; bottom: 34 − (852 − 840).
        #expect(lower.safeAreaInsets == UIEdgeInsets(top: 19, left: 0, bottom: 22, right: 0))
    }

    @Test func rotationMovesTheGuide() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let view = constrainedSubview(of: window)
        let guide = window.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(view.frame.origin == CGPoint(x: 0, y: 59))
        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(window.bounds.size == CGSize(width: 852, height: 393))
        #expect(view.frame.origin == CGPoint(x: 59, y: 0))
    }

    @Test func viewsOutsideAWindowHaveNoInsets() {
        let root = rootView(100, 100)
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets == .zero)
    }
}
