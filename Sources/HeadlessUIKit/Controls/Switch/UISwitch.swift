#if !canImport(UIKit)
import Foundation

/// An on/off switch. Its size is fixed: 51 × 31 points, the size iOS 16 to 26 give a switch
/// whatever frame it is created with; that is also its intrinsic content size. Headless
/// switches are not toggled by touches: a test sets `isOn` and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size of every switch.
    static let fixedSize = CGSize(width: 51, height: 31)

    /// Creates a switch at `frame`'s origin; the size is ignored, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        hugsTightly([.horizontal, .vertical])
    }

    /// Creates a switch from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        hugsTightly([.horizontal, .vertical])
        self.frame.size = Self.fixedSize
    }

    /// Whether the switch is on; false by default. Setting it sends no event, as in UIKit.
    open var isOn = false

    /// Turns the switch on or off (at once headless); sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The colour of the track when on; nil for the system's.
    open var onTintColor: UIColor?
    /// The colour of the thumb; nil for the system's.
    open var thumbTintColor: UIColor?
    /// The switch's title (shown by Mac Catalyst's checkbox style only).
    open var title: String?
    /// The look asked for; `.automatic` by default.
    open var preferredStyle = UISwitch.Style.automatic
    /// The look in use: a sliding switch on iOS.
    open var style: UISwitch.Style { .sliding }

    /// A switch is 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.fixedSize }
}

extension UISwitch {
    /// The look of a switch, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The platform's choice.
        case automatic = 0
        /// A checkbox (Mac Catalyst).
        case checkbox = 1
        /// A sliding switch.
        case sliding = 2
    }
}
#endif
