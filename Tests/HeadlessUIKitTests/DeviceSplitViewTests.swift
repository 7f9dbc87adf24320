#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@Suite struct DeviceSplitViewTests {
    @Test(arguments: [
        (HeadlessSplit.oneThird, HeadlessOrientation.landscape, CGSize(width: 375, height: 834), UIUserInterfaceSizeClass.compact),
        (.half, .landscape, CGSize(width: 592, height: 834), .compact),
        (.twoThirds, .landscape, CGSize(width: 809, height: 834), .regular),
        (.oneThird, .portrait, CGSize(width: 320, height: 1194), .compact),
        (.twoThirds, .portrait, CGSize(width: 504, height: 1194), .compact),
    ])
    func splitWindowSizeAndClasses(
        split: HeadlessSplit, orientation: HeadlessOrientation, size: CGSize, horizontal: UIUserInterfaceSizeClass
    ) {
        let device = HeadlessDevice.iPadPro11(split: split, orientation: orientation)
        #expect(device.split == split)
        #expect(device.defaultOrientation == orientation)
        #expect(device.windowSize(in: orientation) == size)
        #expect(device.screenSize(in: orientation) == HeadlessDevice.iPadPro11.screenSize(in: orientation))
        #expect(device.safeAreaInsets(in: orientation) == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let traits = device.traitCollection(in: orientation)
        #expect(traits.horizontalSizeClass == horizontal)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .pad)
        #expect(traits.displayScale == 2)
    }

    @Test func halfSplitShowsAsTwoThirdsInPortrait() {
        let device = HeadlessDevice.iPadPro11(split: .half, orientation: .landscape)
        #expect(device.effectiveSplit(in: .landscape) == .half)
        #expect(device.effectiveSplit(in: .portrait) == .twoThirds)
        #expect(device.windowSize(in: .portrait) == CGSize(width: 504, height: 1194))
    }

    @Test func rotatingASplitKeepsTheShare() {
        let device = HeadlessDevice.iPadPro11(split: .oneThird, orientation: .landscape)
        #expect(device.windowSize(in: .landscape).width == 375)
        #expect(device.windowSize(in: .portrait).width == 320)
    }

    @Test func splitIsIgnoredOnDevicesWithoutSplitView() {
        var phone = HeadlessDevice.iPhone15
        phone.split = .half
        #expect(phone.effectiveSplit(in: .landscape) == nil)
        #expect(phone.windowSize(in: .landscape) == CGSize(width: 852, height: 393))
        #expect(phone.traitCollection(in: .landscape).verticalSizeClass == .compact)
    }
}
#endif
