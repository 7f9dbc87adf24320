#if !canImport(UIKit)
import AutoLayoutConvenience
import AutoLayoutGallery
import Foundation
import HeadlessSnapshotTesting
import LayoutRendering
import LayoutTestSupport
import SnapshotTesting
import Testing

/// Every `alc demo` gallery screen, built by the same code the demo runs, compared with its
/// reference outline in `__Snapshots__/GallerySnapshotTests` on two presets (swift-snapshot-testing's
/// `assertSnapshot` with HeadlessSnapshotTesting's `.outline` and `.svg` strategies); the screens
/// whose layout depends on the vertical size class in both orientations.
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter GallerySnapshotTests` rewrites the references.
@MainActor @Suite struct GallerySnapshotTests {
    /// The devices every screen is checked on.
    nonisolated static let devices: [HeadlessDevice] = [.iPhoneSE, .iPhone15]
    /// The screens also checked in landscape.
    nonisolated static let landscapeScreens: Set<String> = ["readme-example", "conditional"]

    @Test(arguments: devices) func everyScreenInPortrait(device: HeadlessDevice) {
        for screen in GalleryScreen.all { check(screen, on: device, .portrait) }
    }

    @Test(arguments: devices) func sizeClassScreensInLandscape(device: HeadlessDevice) {
        for screen in GalleryScreen.all where Self.landscapeScreens.contains(screen.name) {
            check(screen, on: device, .landscape)
        }
    }

    /// One drawing compared as SVG too: colours, corner radii, caption text and the safe-area
    /// overlay of the filling screen on the iPhone SE.
    @Test func fillingDrawing() {
        let window = GalleryScreen.filling.makeWindow(on: .iPhoneSE, orientation: .portrait)
        assertSnapshot(of: window as UIView, as: .svg(.withGuides), named: "filling-iPhoneSE")
    }

    private func check(_ screen: GalleryScreen, on device: HeadlessDevice, _ orientation: HeadlessOrientation) {
        let reference = "\(screen.name)-\(device.name.replacingOccurrences(of: " ", with: ""))"
            + (orientation == .landscape ? "-landscape" : "")
        let log = HeadlessLog.capture {
            let window = screen.makeWindow(on: device, orientation: orientation)
            assertSnapshot(of: window as UIView, as: .outline, named: reference, testName: "screen")
        }
        #expect(log.isEmpty, "\(reference) logged: \(log.map(\.message))")
    }
}
#endif
