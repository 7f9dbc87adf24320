#if !canImport(UIKit)
import HeadlessUIKit

/// The tablets, landscape by default, with a 20-point status bar (the 11-inch iPad Pro: 24 and a
/// 20-point home indicator) and the widths of the split views an app can be given.
extension ViewImageConfig {
    /// iPad mini, 1024 × 768 in landscape.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad 9.7-inch: the iPad mini's screen.
    public static let iPad9_7 = iPadMini
    /// iPad 10.2-inch, 1080 × 810 in landscape.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad Pro 10.5-inch, 1112 × 834 in landscape.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 11-inch, 1194 × 834 in landscape.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 12.9-inch, 1366 × 1024 in landscape.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)

    /// iPad mini with the whole screen in an orientation.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(TabletOrientation(orientation)) }
    /// iPad mini in an orientation and split view.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { Tablet.mini.config(orientation, device: .iPadMini) }
    /// iPad 9.7-inch with the whole screen in an orientation.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch in an orientation and split view.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 10.2-inch with the whole screen in an orientation.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(TabletOrientation(orientation)) }
    /// iPad 10.2-inch in an orientation and split view.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { Tablet.tenPointTwo.config(orientation, device: .iPad10_2) }
    /// iPad Pro 10.5-inch with the whole screen in an orientation.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(TabletOrientation(orientation)) }
    /// iPad Pro 10.5-inch in an orientation and split view.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { Tablet.pro10_5.config(orientation, device: .iPadPro10_5) }
    /// iPad Pro 11-inch with the whole screen in an orientation.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(TabletOrientation(orientation)) }
    /// iPad Pro 11-inch in an orientation and split view.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { Tablet.pro11.config(orientation, device: .iPadPro11) }
    /// iPad Pro 12.9-inch with the whole screen in an orientation.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(TabletOrientation(orientation)) }
    /// iPad Pro 12.9-inch in an orientation and split view.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { Tablet.pro12_9.config(orientation, device: .iPadPro12_9) }

    /// A tablet's screen and the widths of its split views.
    private struct Tablet {
        let landscape: CGSize
        /// Landscape widths of the one-third, one-half and two-thirds split views.
        let landscapeSplits: (CGFloat, CGFloat, CGFloat)
        /// Portrait widths of the one-third and two-thirds split views.
        let portraitSplits: (CGFloat, CGFloat)
        let safeArea: UIEdgeInsets

        static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        static let mini = Tablet(landscape: CGSize(width: 1024, height: 768), landscapeSplits: (320, 507, 694), portraitSplits: (320, 438), safeArea: statusBar)
        static let tenPointTwo = Tablet(landscape: CGSize(width: 1080, height: 810), landscapeSplits: (320, 535, 750), portraitSplits: (320, 480), safeArea: statusBar)
        static let pro10_5 = Tablet(landscape: CGSize(width: 1112, height: 834), landscapeSplits: (320, 551, 782), portraitSplits: (320, 504), safeArea: statusBar)
        static let pro11 = Tablet(landscape: CGSize(width: 1194, height: 834), landscapeSplits: (375, 592, 809), portraitSplits: (320, 504),
                                  safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        static let pro12_9 = Tablet(landscape: CGSize(width: 1366, height: 1024), landscapeSplits: (375, 678, 981), portraitSplits: (375, 639), safeArea: statusBar)

        /// The window of a split view: compact width in the narrow splits (landscape one third
        /// and one half, portrait one third and two thirds), regular otherwise.
        func config(_ orientation: TabletOrientation, device: HeadlessDevice) -> ViewImageConfig {
            let width: CGFloat, height: CGFloat, compact: Bool
            switch orientation {
            case let .landscape(split):
                height = landscape.height
                switch split {
                case .oneThird: (width, compact) = (landscapeSplits.0, true)
                case .oneHalf: (width, compact) = (landscapeSplits.1, true)
                case .twoThirds: (width, compact) = (landscapeSplits.2, false)
                case .full: (width, compact) = (landscape.width, false)
                }
            case let .portrait(split):
                height = landscape.width
                switch split {
                case .oneThird: (width, compact) = (portraitSplits.0, true)
                case .twoThirds: (width, compact) = (portraitSplits.1, true)
                case .full: (width, compact) = (landscape.height, false)
                }
            }
            var config = ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height),
                                         traits: compact ? .iPadCompactSplitView : .iPad)
            config.headlessDevice = device
            return config
        }
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The whole screen in an orientation.
    init(_ orientation: ViewImageConfig.Orientation) {
        switch orientation {
        case .landscape: self = .landscape(splitView: .full)
        case .portrait: self = .portrait(splitView: .full)
        }
    }
}
#endif
