import AutoLayoutGallery
import ArgumentParser
import AutoLayoutConvenience
import Foundation
import LayoutRendering

/// `alc demo`: draws the README example and one picture per operation family on the device
/// presets, as SVG files with their text outlines, and an index.html showing them all.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Render the README example and the gallery as SVG files and text outlines.")

    @OptionGroup var selection: GallerySelection

    @Option(name: .long, help: "The output folder (default: a new folder in the temporary directory).")
    var out: String?

    @Flag(name: .long, help: "Draw in debug mode: every view outlined and named, margins shown.")
    var debug = false

    func run() throws {
        let devices = selection.devicePreset.map { [$0] } ?? HeadlessDevice.allPresets
        let orientations = selection.orientation.map { [$0.orientation] } ?? [.portrait, .landscape]
        let folder = try OutputFolder.resolve(out)
        let writer = GalleryWriter(directory: folder, options: debug ? .debug : GalleryWriter.cleanOptions)
        let start = ContinuousClock.now
        let (written, notes) = try MainActor.assumeIsolated {
            try DemoRun(devices: devices, orientations: orientations,
                        screens: selection.screens, writer: writer).run()
        }
        try writer.writeIndex(written)
        let pictured = devices.first { $0 == .iPhone15 } ?? devices[0]
        try GalleryMarkdown.page(
            screens: selection.screens, deviceName: pictured.name, deviceSlug: pictured.slug,
            orientations: orientations.map { $0.isPortrait ? "portrait" : "landscape" },
            otherDevices: devices.filter { $0 != pictured }.map(\.slug)
        ).write(to: folder.appendingPathComponent("gallery.md"), atomically: true, encoding: .utf8)
        let elapsed = ContinuousClock.now - start
        print("Wrote \(written.count) pictures (SVG + text outline each) in \(elapsed.formatted(.units(allowed: [.milliseconds]))) to")
        print("  \(folder.path)")
        print("  open \(folder.appendingPathComponent("index.html").path) to see them all,")
        print("  or read \(folder.appendingPathComponent("gallery.md").path): the code next to its pictures")
        for entry in written.prefix(8) {
            print("  \(entry.path)")
        }
        if written.count > 8 { print("  … and the other devices and orientations") }
        if !notes.isEmpty {
            print("Layout notes (logged by the layout engine):")
            for note in notes { print("  \(note)") }
        }
    }
}

/// The pictures of one `alc demo` run.
@MainActor
struct DemoRun {
    let devices: [HeadlessDevice]
    let orientations: [HeadlessOrientation]
    let screens: [GalleryScreen]
    let writer: GalleryWriter

    /// Lays out and writes every screen on every device and orientation; returns what was
    /// written, in order, and what the layout logged, one line per picture and message.
    func run() throws -> (written: [(group: String, title: String, path: String)], notes: [String]) {
        var written: [(group: String, title: String, path: String)] = []
        var notes: [String] = []
        for device in devices {
            for orientation in orientations {
                let group = "\(device.name), \(orientation.isPortrait ? "portrait" : "landscape")"
                for screen in screens {
                    let picture = GalleryPicture(screen: screen, device: device, orientation: orientation)
                    written.append((group, screen.title, try writer.write(picture)))
                    notes += Set(picture.log).sorted().map { "\(picture.relativeStem): \($0)" }
                }
            }
        }
        return (written, notes)
    }
}
