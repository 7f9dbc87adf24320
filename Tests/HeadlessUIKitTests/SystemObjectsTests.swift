import Foundation
import HeadlessUIKit
import Testing

/// `UIScreen.main`, `UIDevice.current` and `UIApplication.shared` answer from the device of the
/// window made key last. Device names are generic, as Apple documents for iOS 16 and later
/// (`UIDevice.name`: "the generic name of the device").
@Suite @MainActor struct SystemObjectsTests {
    private let keeper = WindowKeeper()

    @Test func theScreenAndDeviceAreThoseOfTheKeyWindow() {
        var pad = HeadlessDevice.iPadPro11
        pad.preferredContentSizeCategory = .extraExtraLarge
        let window = keeper.keep(UIWindow(headlessDevice: pad, orientation: .landscape))
        window.makeKeyAndVisible()
        let screen = UIScreen.main
        #expect(screen.bounds.size == pad.screenSize(in: .landscape) && screen.scale == pad.scale)
        #expect(screen.nativeBounds.size == CGSize(width: pad.portraitScreenSize.width * pad.scale, height: pad.portraitScreenSize.height * pad.scale))
        #expect(screen.traitCollection.userInterfaceIdiom == .pad && window.screen.bounds == screen.bounds)
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .pad && device.model == "iPad" && device.name == "iPad" && device.systemName == "iOS")
        #expect(device.orientation.isLandscape && !device.orientation.isFlat)
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight && UIApplication.shared.applicationState == .active)
        let phone = keeper.keep(UIWindow(headlessDevice: .iPhoneSE, orientation: .portrait))
        phone.makeKeyAndVisible()
        #expect(UIScreen.main.bounds.size == HeadlessDevice.iPhoneSE.portraitScreenSize)
        #expect(UIDevice.current.model == "iPhone" && UIDevice.current.orientation == .portrait)
    }
}
