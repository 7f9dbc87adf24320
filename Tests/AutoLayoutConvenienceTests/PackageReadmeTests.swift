import AutoLayoutConvenience
import Foundation
#if !canImport(UIKit)
import Synchronization
#endif
import LayoutTestSupport
import Testing

/// The package README's opening example, as written.
private final class ProfileHeader: UIView {
    let avatar = UIView(backgroundColor: .systemBlue)
    let name = UILabel(text: "Ada Lovelace", font: .preferredFont(forTextStyle: .headline))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatar, pinnedTo: .top, of: .layoutMargins, horizontally: .center)
        avatar.constrain(widthAndHeight: 64)
        addSubview(name, pinningBelow: avatar, horizontally: .center, spacing: 8)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The README's examples run as written, with frames worked out by hand.
@Suite("Package README examples") @MainActor
struct PackageReadmeTests {
    #if !canImport(UIKit)
    // Headless only: it lays out in HeadlessUIKit's device windows (UIWindow(headlessDevice:)).
    @Test func profileHeaderLaysOutAsDescribed() {
        // iPhone SE portrait: 375 × 667, safe area top 20. The header fills the window, so its
        // margins guide starts at 20 (safe area) + 8 (default margin) = 28.
        let window = UIWindow(headlessDevice: .iPhoneSE, orientation: .portrait)
        let header = ProfileHeader()
        window.addSubview(header, filling: .superview)
        window.layoutIfNeeded()
        // Avatar: 64 × 64, centred in 375 → x = (375 − 64) / 2 = 155.5; top at the margin, 28.
        #expect(header.avatar.frame == CGRect(x: 155.5, y: 28, width: 64, height: 64))
        // Name: 8 below the avatar (28 + 64 + 8 = 100), centred, at its intrinsic size.
        let size = header.name.intrinsicContentSize
        #expect(header.name.frame.minY == 100)
        #expect(header.name.frame.height == size.height)
        #expect(header.name.frame.midX == 187.5)
    }
    #endif

    #if !canImport(UIKit)
    // Headless only: it drives HeadlessUIKit's device window, rotation and simulated keyboard.
    @Test func headlessWindowExample() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        window.layoutIfNeeded()
        // 393 wide, safe area (59, 0, 34, 0): x 16, width 393 − 32 = 361, top 59.
        #expect(card.frame == CGRect(x: 16, y: 59, width: 361, height: 120))

        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        // 852 × 393, safe area (0, 59, 21, 59): x 59 + 16 = 75, width 852 − 118 − 32 = 702, top 0.
        #expect(card.frame == CGRect(x: 75, y: 0, width: 702, height: 120))

        let shown = Mutex(false)
        let observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in shown.withLock { $0 = true } }
        window.headlessKeyboard.show()
        NotificationCenter.default.removeObserver(observer)
        #expect(shown.withLock { $0 })
    }
    #endif
}
