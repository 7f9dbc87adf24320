#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@Suite struct DeviceSizeClassTests {
    @Test func phonesAreCompactWideAndCompactTallOnlyInLandscape() {
        let portrait = HeadlessSizeClasses.derived(forWindowSize: CGSize(width: 320, height: 480), idiom: .phone)
        #expect(portrait == HeadlessSizeClasses(horizontal: .compact, vertical: .regular))
        let landscape = HeadlessSizeClasses.derived(forWindowSize: CGSize(width: 1000, height: 400), idiom: .phone)
        #expect(landscape == HeadlessSizeClasses(horizontal: .compact, vertical: .compact))
        let square = HeadlessSizeClasses.derived(forWindowSize: CGSize(width: 500, height: 500), idiom: .phone)
        #expect(square.vertical == .regular)
    }

    @Test func padsAreRegularFrom678PointsWide() {
        let narrow = HeadlessSizeClasses.derived(forWindowSize: CGSize(width: 677.5, height: 1000), idiom: .pad)
        #expect(narrow == HeadlessSizeClasses(horizontal: .compact, vertical: .regular))
        let threshold = HeadlessSizeClasses.derived(forWindowSize: CGSize(width: 678, height: 300), idiom: .pad)
        #expect(threshold == HeadlessSizeClasses(horizontal: .regular, vertical: .regular))
        #expect(HeadlessSizeClasses.derived(forWindowSize: CGSize(width: 639, height: 834), idiom: .pad).horizontal == .compact)
    }

    @Test func customDeviceDerivesItsClasses() {
        let device = HeadlessDevice(
            name: "Small tablet", userInterfaceIdiom: .pad, portraitScreenSize: CGSize(width: 600, height: 960),
            scale: 2, portraitSafeAreaInsets: .zero, landscapeSafeAreaInsets: .zero
        )
        #expect(device.sizeClasses(in: .portrait) == HeadlessSizeClasses(horizontal: .compact, vertical: .regular))
        #expect(device.sizeClasses(in: .landscape) == HeadlessSizeClasses(horizontal: .regular, vertical: .regular))
    }

    @Test func explicitClassesWinOverDerivation() {
        let device = HeadlessDevice(
            name: "Wide phone", userInterfaceIdiom: .phone, portraitScreenSize: CGSize(width: 400, height: 800),
            scale: 3, portraitSafeAreaInsets: .zero, landscapeSafeAreaInsets: .zero,
            landscapeSizeClasses: HeadlessSizeClasses(horizontal: .regular, vertical: .compact)
        )
        #expect(device.traitCollection(in: .landscape).horizontalSizeClass == .regular)
        #expect(device.traitCollection(in: .portrait).horizontalSizeClass == .compact)
    }
}
#endif
