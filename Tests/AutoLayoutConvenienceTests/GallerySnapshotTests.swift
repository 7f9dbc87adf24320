#if !canImport(UIKit)
import AutoLayoutConvenience
import AutoLayoutGallery
import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// Every `alc demo` gallery screen, built by the same code the demo runs, compared with its
/// reference outline in `__Snapshots__` on two presets; the screens whose layout depends on the
/// vertical size class in both orientations. `LAYOUT_SNAPSHOT_RECORD=1 swift test --filter
/// GallerySnapshotTests` rewrites the references.
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
        if let mismatch = assertLayoutSnapshot(of: window, matching: "filling-iPhoneSE", as: .svg(.withGuides)) {
            Issue.record(Comment(rawValue: mismatch.description))
        }
    }

    private func check(_ screen: GalleryScreen, on device: HeadlessDevice, _ orientation: HeadlessOrientation) {
        let reference = "\(screen.name)-\(device.name.replacingOccurrences(of: " ", with: ""))"
            + (orientation == .landscape ? "-landscape" : "")
        let log = HeadlessLog.capture {
            let window = screen.makeWindow(on: device, orientation: orientation)
            if let mismatch = assertLayoutSnapshot(of: window, matching: reference) {
                Issue.record(Comment(rawValue: "\(reference):\n\(mismatch.description)"))
            }
        }
        #expect(log.isEmpty, "\(reference) logged: \(log.map(\.message))")
    }
}
#endif
