import AutoLayoutGallery
import AutoLayoutConvenience
import LayoutRendering

/// One screen laid out on one device in one orientation: the snapshot the files are made of.
@MainActor
struct GalleryPicture {
    /// The screen drawn.
    let screen: GalleryScreen
    /// The device.
    let device: HeadlessDevice
    /// The orientation.
    let orientation: HeadlessOrientation
    /// The laid-out view tree, frozen.
    let snapshot: LayoutSnapshot
    /// What the layout logged while the screen was built and laid out (unsatisfiable
    /// constraints, layout loops), for the run's summary.
    let log: [String]

    /// Builds `screen` in a fresh window of `device` and lays it out.
    init(screen: GalleryScreen, device: HeadlessDevice, orientation: HeadlessOrientation) {
        self.screen = screen
        self.device = device
        self.orientation = orientation
        var window: UIWindow?
        log = HeadlessLog.capture { window = screen.makeWindow(on: device, orientation: orientation) }.map(\.message)
        snapshot = LayoutSnapshot(of: window!)
    }

    /// The path below the output folder, without extension: `iphone-15/portrait/filling`.
    var relativeStem: String {
        "\(device.slug)/\(orientation.isPortrait ? "portrait" : "landscape")/\(screen.name)"
    }
}
