import ArgumentParser
import AutoLayoutConvenience
import AutoLayoutGallery

/// `--screen`, `--device` and `--orientation`: which gallery screens `alc demo` and `alc audit`
/// lay out, on which device preset and in which orientation (all of them by default).
struct GallerySelection: ParsableArguments {
    @Option(name: .long, help: "Only this screen of the gallery, e.g. filling (default: all).")
    var screen: String?

    @Option(name: .long, help: "Only this device preset (see `alc devices`), e.g. iphone-15 or \"iPhone SE\".")
    var device: String?

    @Option(name: .long, help: "Only this orientation: portrait or landscape (default: both).")
    var orientation: OrientationArgument?

    func validate() throws {
        if let device, HeadlessDevice.preset(named: device) == nil {
            throw ValidationError("Unknown device \"\(device)\"; `alc devices` lists the presets.")
        }
        if let screen, !GalleryScreen.all.contains(where: { $0.name == screen }) {
            throw ValidationError("Unknown screen \"\(screen)\"; the screens are " + GalleryScreen.all.map(\.name).joined(separator: ", ") + ".")
        }
    }

    /// The device preset asked for, or nil for all of them.
    var devicePreset: HeadlessDevice? { device.flatMap(HeadlessDevice.preset(named:)) }

    /// The screens asked for, in gallery order.
    var screens: [GalleryScreen] { GalleryScreen.all.filter { screen == nil || $0.name == screen } }
}
