import ArgumentParser
import AutoLayoutConvenience

/// `alc devices`: the device presets, one line each.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device presets.")

    func run() {
        for device in HeadlessDevice.allPresets {
            print(Self.line(for: device))
        }
    }

    /// `iphone-15  iPhone 15  393×852 @3x  safe area portrait 59 0 34 0, landscape 0 59 21 59`.
    static func line(for device: HeadlessDevice) -> String {
        let size = device.portraitScreenSize
        func insets(_ value: UIEdgeInsets) -> String {
            [value.top, value.left, value.bottom, value.right].map { String(Int($0)) }.joined(separator: " ")
        }
        return [
            device.slug.padding(toLength: 18, withPad: " ", startingAt: 0),
            device.name.padding(toLength: 18, withPad: " ", startingAt: 0),
            "\(Int(size.width))×\(Int(size.height)) @\(Int(device.scale))x",
            "safe area (top left bottom right) portrait \(insets(device.portraitSafeAreaInsets)),"
                + " landscape \(insets(device.landscapeSafeAreaInsets))",
        ].joined(separator: "  ")
    }
}
