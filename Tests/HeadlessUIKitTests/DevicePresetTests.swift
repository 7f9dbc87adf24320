#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// One row of uikit-model.md §10 for one orientation.
struct DeviceExpectation: Sendable, CustomTestStringConvertible {
    let device: HeadlessDevice
    let orientation: HeadlessOrientation
    let size: CGSize
    let scale: CGFloat
    let idiom: UIUserInterfaceIdiom
    let insets: UIEdgeInsets
    let horizontal: UIUserInterfaceSizeClass
    let vertical: UIUserInterfaceSizeClass

    var testDescription: String { "\(device.name) \(orientation)" }

    static let all: [DeviceExpectation] = [
        .init(device: .iPhoneSE, orientation: .portrait, size: CGSize(width: 375, height: 667), scale: 2, idiom: .phone,
              insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), horizontal: .compact, vertical: .regular),
        .init(device: .iPhoneSE, orientation: .landscape, size: CGSize(width: 667, height: 375), scale: 2, idiom: .phone,
              insets: .zero, horizontal: .compact, vertical: .compact),
        .init(device: .iPhone15, orientation: .portrait, size: CGSize(width: 393, height: 852), scale: 3, idiom: .phone,
              insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular),
        .init(device: .iPhone15, orientation: .landscape, size: CGSize(width: 852, height: 393), scale: 3, idiom: .phone,
              insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), horizontal: .compact, vertical: .compact),
        .init(device: .iPhone15ProMax, orientation: .portrait, size: CGSize(width: 430, height: 932), scale: 3, idiom: .phone,
              insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), horizontal: .compact, vertical: .regular),
        .init(device: .iPhone15ProMax, orientation: .landscape, size: CGSize(width: 932, height: 430), scale: 3, idiom: .phone,
              insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), horizontal: .regular, vertical: .compact),
        .init(device: .iPadPro11, orientation: .portrait, size: CGSize(width: 834, height: 1194), scale: 2, idiom: .pad,
              insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontal: .regular, vertical: .regular),
        .init(device: .iPadPro11, orientation: .landscape, size: CGSize(width: 1194, height: 834), scale: 2, idiom: .pad,
              insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), horizontal: .regular, vertical: .regular),
    ]
}

@Suite struct DevicePresetTests {
    @Test(arguments: DeviceExpectation.all)
    func presetGeometry(_ row: DeviceExpectation) {
        #expect(row.device.screenSize(in: row.orientation) == row.size)
        #expect(row.device.windowSize(in: row.orientation) == row.size)
        #expect(row.device.safeAreaInsets(in: row.orientation) == row.insets)
        #expect(row.device.scale == row.scale)
        #expect(row.device.split == nil)
    }

    @Test(arguments: DeviceExpectation.all)
    func presetTraits(_ row: DeviceExpectation) {
        let traits = row.device.traitCollection(in: row.orientation)
        #expect(traits.userInterfaceIdiom == row.idiom)
        #expect(traits.horizontalSizeClass == row.horizontal)
        #expect(traits.verticalSizeClass == row.vertical)
        #expect(traits.displayScale == row.scale)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.legibilityWeight == .regular)
        #expect(traits.accessibilityContrast == .normal)
    }

    @Test func everyPresetIsListedAndStartsInPortrait() {
        #expect(HeadlessDevice.allPresets.map(\.name) == ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad Pro 11-inch"])
        #expect(HeadlessDevice.allPresets.allSatisfy { $0.defaultOrientation == .portrait })
    }

    @Test func changedDeviceSettingsReachTheTraits() {
        var device = HeadlessDevice.iPhone15
        device.userInterfaceStyle = .dark
        device.layoutDirection = .rightToLeft
        device.preferredContentSizeCategory = .accessibilityExtraLarge
        device.legibilityWeight = .bold
        let traits = device.traitCollection(in: .portrait)
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.layoutDirection == .rightToLeft)
        #expect(traits.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(traits.legibilityWeight == .bold)
        #expect(traits.horizontalSizeClass == .compact)
    }
}
#endif
