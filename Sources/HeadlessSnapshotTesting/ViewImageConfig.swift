#if !canImport(UIKit)
import HeadlessUIKit

/// A screen to lay a view or view controller out on: its size, the safe area its window
/// reports, and the traits it gives the view — named and valued like swift-snapshot-testing's
/// device configurations on iOS, so that `.recursiveDescription(on: .iPhoneX)` reads the same
/// in a test that runs on Linux and on an iOS simulator.
///
/// The screen scale is the trait collection's `displayScale` when it has one, otherwise
/// `ViewImageConfig.hostDisplayScale` (on iOS it is the simulator's).
public struct ViewImageConfig: Sendable {
    /// A phone's orientation, or a tablet's with its whole screen.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// A tablet's orientation and how much of the screen an app in split view has.
    public enum TabletOrientation: Sendable {
        /// The split views of a landscape tablet.
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        /// The split views of a portrait tablet.
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The safe area the window reports.
    public var safeArea: UIEdgeInsets
    /// The window's size; `nil` keeps the view's own size.
    public var size: CGSize?
    /// The traits the view is laid out with.
    public var traits: UITraitCollection
    /// The HeadlessUIKit device preset the configuration stands for (nil for custom ones); its
    /// name labels the snapshot's screen. The configuration's own size and safe area are used.
    public var headlessDevice: HeadlessDevice?

    /// Creates a configuration.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// The screen scale used when the traits do not give one: 3, the scale of the simulators
    /// most references are recorded on. Set it to 2 for references recorded on a 2× simulator.
    @MainActor public static var hostDisplayScale: CGFloat = 3
}
#endif
