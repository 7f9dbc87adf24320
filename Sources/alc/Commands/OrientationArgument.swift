import ArgumentParser
import AutoLayoutConvenience

/// `--orientation portrait|landscape`.
enum OrientationArgument: String, ExpressibleByArgument, CaseIterable {
    case portrait
    case landscape

    /// The headless orientation.
    var orientation: HeadlessOrientation {
        self == .portrait ? .portrait : .landscape
    }
}
