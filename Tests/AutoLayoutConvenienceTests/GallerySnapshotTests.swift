#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import LayoutRendering
import Testing

/// The `alc demo` gallery screens (Sources/alc/Gallery, which tests cannot import), rebuilt
/// here call for call and compared with the reference outlines in `__Snapshots__` on two
/// presets. `LAYOUT_SNAPSHOT_RECORD=1 swift test --filter GallerySnapshotTests` rewrites them.
@MainActor @Suite struct GallerySnapshotTests {
    /// The devices every screen is checked on.
    nonisolated static let devices: [HeadlessDevice] = [.iPhoneSE, .iPhone15]

    /// A white full-screen view in a portrait window of `device`, laid out, as the gallery
    /// starts every screen; returns the window.
    private func window(_ device: HeadlessDevice, _ orientation: HeadlessOrientation = .portrait,
                        build: (UIView) -> Void) -> UIWindow {
        let window = UIWindow(headlessDevice: device, orientation: orientation)
        let screen = UIView(backgroundColor: .systemBackground)
        screen.accessibilityIdentifier = "screen"
        window.addSubview(screen, filling: .superview)
        window.layoutIfNeeded()
        build(screen)
        window.layoutIfNeeded()
        return window
    }

    /// The gallery's tile: a rounded coloured box with a white caption inside its margins.
    private func tile(_ name: String, _ caption: String, _ color: UIColor, captionOnTop: Bool = false) -> UIView {
        let tile = UIView(backgroundColor: color)
        tile.accessibilityIdentifier = name
        tile.layer.cornerRadius = 6
        tile.insetsLayoutMarginsFromSafeArea = false
        let label = UILabel(text: caption, textStyle: .caption1, color: .white, alignment: .center)
        if captionOnTop {
            tile.addSubview(label, pinnedTo: .top, of: .layoutMargins, horizontally: .filling(.layoutMargins))
        } else {
            tile.addSubview(label, filling: .layoutMargins)
        }
        return tile
    }

    private func check(_ name: String, on device: HeadlessDevice, _ orientation: HeadlessOrientation = .portrait,
                       build: (UIView) -> Void) {
        let reference = "\(name)-\(device.name.replacingOccurrences(of: " ", with: ""))"
            + (orientation == .landscape ? "-landscape" : "")
        if let mismatch = assertLayoutSnapshot(of: window(device, orientation, build: build), matching: reference) {
            Issue.record(Comment(rawValue: mismatch.description))
        }
    }

    @Test(arguments: devices) func filling(device: HeadlessDevice) {
        check("filling", on: device) { screen in
            let card = tile("card", "filling: .safeArea, insets: .all(16)", .systemBlue, captionOnTop: true)
            let panel = tile("panel", "filling: .top(.layoutMargins, …)", .systemIndigo, captionOnTop: true)
            let badge = tile("badge", "fillingAtMost: .superview, pinnedTo: .center", .systemOrange)
                .constrain(size: CGSize(width: 180, height: 120))
            screen.addSubview(card, filling: .safeArea, insets: .all(16))
            card.addSubview(panel, filling: .top(.layoutMargins, leading: .layoutMargins, bottom: .superview, trailing: .superview),
                            insets: .all(24))
            panel.addSubview(badge, fillingAtMost: .superview, insets: .all(8), pinnedTo: .center)
        }
    }

    @Test(arguments: devices) func centering(device: HeadlessDevice) {
        check("centering", on: device) { screen in
            let spinner = tile("spinner", "centeredIn: .safeArea", .systemBlue).constrain(width: 140, height: 140)
            let note = tile("note", "centeredIn: .layoutMargins, offset: (0, 120)", .systemPurple)
            let anchor = tile("anchor", "pinnedAt: (0, 40) in .safeArea", .systemGray)
            let tag = tile("tag", ".x(.superview, y: .relative(anchor))", .systemOrange)
            screen.addSubview(spinner, centeredIn: .safeArea)
            screen.addSubview(note, centeredIn: .layoutMargins, offset: CGPoint(x: 0, y: 120))
            screen.addSubview(anchor, pinnedAt: CGPoint(x: 0, y: 40), in: .safeArea)
            screen.addSubview(tag, centeredIn: .x(.superview, y: .relative(anchor)))
        }
    }

    @Test(arguments: devices) func pinningPositions(device: HeadlessDevice) {
        check("pinning-positions", on: device) { screen in
            let positions: [(String, LayoutPosition)] = [
                ("topLeading", .topLeading), ("topCenter", .topCenter), ("topTrailing", .topTrailing),
                ("leadingCenter", .leadingCenter), ("center", .center), ("trailingCenter", .trailingCenter),
                ("bottomLeading", .bottomLeading), ("bottomCenter", .bottomCenter), ("bottomTrailing", .bottomTrailing),
            ]
            var centerTile: UIView?
            for (name, position) in positions {
                let view = tile(name, "." + name, name == "center" ? .systemIndigo : .systemBlue)
                screen.addSubview(view, pinnedTo: position, of: .layoutMargins)
                if name == "center" { centerTile = view }
            }
            let dot = UIView(backgroundColor: .systemOrange)
            dot.accessibilityIdentifier = "dot"
            dot.layer.cornerRadius = 8
            screen.addSubview(dot.constrain(width: 16, height: 16), pinning: .center, to: .topLeading, of: .relative(centerTile ?? screen))
        }
    }

    @Test(arguments: devices) func pinningEdges(device: HeadlessDevice) {
        check("pinning-edges", on: device) { screen in
            let header = tile("header", "pinnedTo: .top, of: .safeArea", .systemBlue)
            let title = tile("title", "pinningBelow: header, .attached(.center)", .systemIndigo)
            let sidebar = tile("sidebar", "pinnedTo: .leading, vertically: .bottom", .systemOrange)
            let list = tile("list", "fillingRemainingSpaceBelow: title", .systemTeal)
            screen.addSubview(header, pinnedTo: .top, of: .safeArea)
            screen.addSubview(title, pinningBelow: header, horizontally: .attached(.center), spacing: 8)
            screen.addSubview(list, fillingRemainingSpaceBelow: title, insets: .all(16))
            screen.addSubview(sidebar.constrain(width: 120), pinnedTo: .leading, of: .safeArea, vertically: .bottom, insets: .all(16))
        }
    }

    @Test(arguments: devices) func aligning(device: HeadlessDevice) {
        check("aligning", on: device) { screen in
            let banner = tile("banner", "aligning: .top(in: .safeArea)", .systemBlue)
            let toast = tile("toast", "aligning: .center, .center(in: .layoutMargins)", .systemIndigo)
            let footer = tile("footer", "aligning: .bottom(in: .safeArea), .center", .systemOrange)
            screen.addSubview(banner, aligningVerticallyTo: .top(in: .safeArea))
            screen.addSubview(toast, aligningVerticallyTo: .center, horizontally: .center(in: .layoutMargins))
            screen.addSubview(footer, aligningVerticallyTo: .bottom(in: .safeArea), horizontally: .center, insets: .all(10))
        }
    }

    @Test(arguments: devices) func stacking(device: HeadlessDevice) {
        check("stacking", on: device) { screen in
            let avatar = tile("avatar", "avatar", .systemBlue).constrain(width: 80, height: 80)
            let name = tile("name", "addSubviewsVertically(…, horizontally: .center)", .systemIndigo)
            let bio = tile("bio", "the last view fills the rest", .systemTeal)
            let row = UIView()
            row.accessibilityIdentifier = "row"
            let left = tile("left", "left", .systemOrange)
            let middle = tile("middle", "middle", .systemPink)
            let right = tile("right", "right fills", .systemPurple)
            let column = UIView()
            column.accessibilityIdentifier = "column"
            screen.addSubview(row.constrain(height: 60), pinnedTo: .bottom, of: .safeArea, insets: .all(16))
            UIView.with(.safeArea) {
                screen.addSubview(column, fillingRemainingSpaceAbove: row)
            }
            column.addSubviewsVertically(avatar, name, bio, horizontally: .center, insets: .all(24), spacing: 8)
            row.addSubviewsHorizontally(left, middle, right, spacing: 8)
        }
    }

    @Test(arguments: devices) func sizes(device: HeadlessDevice) {
        check("sizes", on: device) { screen in
            let icon = tile("icon", "44", .systemBlue).constrain(width: 44, height: 44)
            let photo = tile("photo", "constrainAspectRatio(16:9)", .systemIndigo)
            let thumb = tile("thumb", "20 %", .systemOrange)
            screen.addSubview(icon, pinnedTo: .topLeading, of: .layoutMargins)
            screen.addSubview(photo.constrainAspectRatio(for: CGSize(width: 16, height: 9)).constrain(width: 280),
                              pinningBelow: icon, horizontally: .leading(in: .layoutMargins), spacing: 16)
            screen.addSubview(thumb, pinningBelow: photo, horizontally: .leading(in: .layoutMargins), spacing: 16)
            thumb.constrain(width: .exactly(.superview, multipliedBy: 0.2), height: .atLeast(halfOf: icon))
        }
    }

    /// The seed README's example, in both orientations (the buttons and the close button
    /// follow the vertical size class).
    @Test(arguments: devices, HeadlessOrientation.allCases) func readmeExample(device: HeadlessDevice, orientation: HeadlessOrientation) {
        check("readme-example", on: device, orientation) { screen in
            let titleLabel = UILabel(text: "Title Label", textStyle: .largeTitle, alignment: .center)
            let subLabel = UILabel(text: String(repeating: "Sub label with a lot of text. ", count: 10), textStyle: .body, alignment: .center)
            let closeButton = UIButton(type: .close)
            let backgroundView = UIView(backgroundColor: .systemGroupedBackground)
            let actionButton = UIButton.platter(title: "Add More Text", titleColor: .white)
            let cancelButton = UIButton.platter(title: "Revert", backgroundColor: .white)
            for (view, name) in [(titleLabel, "titleLabel"), (subLabel, "subLabel"), (closeButton, "closeButton"),
                                 (backgroundView, "backgroundView"), (actionButton, "actionButton"), (cancelButton, "cancelButton")] {
                view.accessibilityIdentifier = name
            }
            let content = UIView.verticallyStacked(
                UIView.verticallyStacked(titleLabel, subLabel, spacing: 4).verticallyCentered().verticallyScrollable(),
                UIView.autoAdjustingVerticallyStacked(actionButton, cancelButton, spacing: 8)
            )
            backgroundView.addSubview(content, filling: .readableContent)
            screen.addSubview(backgroundView, filling: .safeArea, insets: .all(32))
            UIView.if(.verticallyCompact) {
                backgroundView.addSubview(closeButton.constrain(size: CGSize(width: 24, height: 24)), pinning: .center, to: .topTrailing)
            } else: {
                backgroundView.addSubview(closeButton.constrain(size: CGSize(width: 32, height: 32)), pinning: .center, to: .topLeading)
            }
        }
    }

    /// Conditional layouts in both size classes: portrait is vertically regular, landscape
    /// vertically compact on both phones.
    @Test(arguments: devices, HeadlessOrientation.allCases) func conditional(device: HeadlessDevice, orientation: HeadlessOrientation) {
        check("conditional", on: device, orientation) { screen in
            let menu = tile("menu", "menu: leading when compact, bottom when regular", .systemOrange)
            let content = tile("content", "UIView.if(.verticallyCompact) { … } else: { … }", .systemBlue)
            UIView.with(.safeArea, insets: .all(16)) {
                UIView.if(.verticallyCompact) {
                    screen.addSubview(menu.constrain(width: 160), pinnedTo: .leading)
                    screen.addSubview(content, fillingRemainingSpaceAfter: menu)
                } else: {
                    screen.addSubview(menu.constrain(height: 80), pinnedTo: .bottom)
                    screen.addSubview(content, fillingRemainingSpaceAbove: menu)
                }
            }
        }
    }

    /// One drawing compared as SVG too: colours, corner radii, caption text and the safe-area
    /// overlay of the filling screen on the iPhone SE.
    @Test func fillingDrawing() {
        let window = window(.iPhoneSE) { screen in
            let card = tile("card", "filling: .safeArea, insets: .all(16)", .systemBlue, captionOnTop: true)
            screen.addSubview(card, filling: .safeArea, insets: .all(16))
        }
        if let mismatch = assertLayoutSnapshot(of: window, matching: "filling-card-iPhoneSE", as: .svg(.withGuides)) {
            Issue.record(Comment(rawValue: mismatch.description))
        }
    }
}
#endif
