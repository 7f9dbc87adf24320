import AutoLayoutConvenience
import Foundation
import LayoutRendering

/// Writes gallery pictures as SVG files and text outlines below one folder.
struct GalleryWriter {
    /// The folder everything goes into.
    let directory: URL
    /// How the SVGs are drawn.
    let options: SVGRenderer.Options

    /// The gallery's usual drawing: frames outlined, no names, the window's safe area and
    /// layout margins shown.
    static var cleanOptions: SVGRenderer.Options {
        var options = SVGRenderer.Options.withGuides
        options.showsLabels = false
        return options
    }

    /// Writes `<stem>.svg` and `<stem>.txt` for the picture; returns the SVG's path relative to
    /// the folder.
    @MainActor
    func write(_ picture: GalleryPicture) throws -> String {
        let svg = SVGRenderer(options: options).render(picture.snapshot)
        let base = directory.appendingPathComponent(picture.relativeStem)
        try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
        try svg.write(to: base.appendingPathExtension("svg"), atomically: true, encoding: .utf8)
        try picture.snapshot.outline.write(to: base.appendingPathExtension("txt"), atomically: true, encoding: .utf8)
        return picture.relativeStem + ".svg"
    }

    /// Writes `index.html`, showing every SVG under its device, orientation and title.
    func writeIndex(_ entries: [(group: String, title: String, path: String)]) throws {
        var html = ["<!doctype html><meta charset=\"utf-8\"><title>alc demo</title>",
                    "<style>body{font-family:sans-serif}figure{display:inline-block;margin:8px;vertical-align:top}"
                        + "img{height:420px;border:1px solid #ccc}</style>", "<h1>AutoLayoutConvenience gallery</h1>"]
        var group = ""
        for entry in entries {
            if entry.group != group {
                group = entry.group
                html.append("<h2>\(group)</h2>")
            }
            html.append("<figure><img src=\"\(entry.path)\"><figcaption>\(entry.title)</figcaption></figure>")
        }
        try (html.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("index.html"),
                                                        atomically: true, encoding: .utf8)
    }
}
