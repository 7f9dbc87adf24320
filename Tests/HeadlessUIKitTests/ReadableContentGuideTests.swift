import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct ReadableContentGuideTests {
    private func pinnedToReadableGuide(in window: UIWindow) -> UIView {
        let child = constrainedSubview(of: window)
        let guide = window.readableContentGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        return child
    }

    @Test func wideWindowsLimitTheWidthTo672() {
        let window = UIWindow(headlessDevice: .iPadPro11, orientation: .landscape)
        let child = pinnedToReadableGuide(in: window)
        // Margins guide: x 8…1186 (1178 wide), y 24 + 8 … 834 − 20 − 8. Readable: 672 centred,
        // x = 8 + (1178 − 672) / 2.
        #expect(child.frame == CGRect(x: 261, y: 32, width: 672, height: 774))
    }

    @Test func compactPhonesUseTheMarginsGuide() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let child = pinnedToReadableGuide(in: window)
        #expect(child.frame == CGRect(x: 8, y: 67, width: 377, height: 743))
    }
}
