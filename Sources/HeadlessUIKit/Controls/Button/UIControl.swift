#if !canImport(UIKit)
import Foundation

/// The base class of controls such as `UIButton`: enabled, selected and highlighted flags, the
/// state they make up, how content is aligned, and the actions performed for control events.
/// Headless controls receive no touches: tests send the events (`sendActions(for:)`).
@preconcurrency @MainActor
open class UIControl: UIView {
    override var isAccessibleByDefault: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .none : .notEnabled }

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the control is enabled; true by default.
    open var isEnabled: Bool = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }

    /// Whether the control is selected; false by default.
    open var isSelected: Bool = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// Whether the control is highlighted (touched); false by default.
    open var isHighlighted: Bool = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// How content is placed vertically; `.center` by default.
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How content is placed horizontally; `.center` by default.
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// `contentHorizontalAlignment` with leading and trailing resolved to left or right.
    open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// The control's state, made from its flags.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is following a touch; always false headless.
    open var isTracking: Bool { false }
    /// Whether the tracked touch is inside the control; always false headless.
    open var isTouchInside: Bool { false }

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed; buttons update
    /// their content.
    func stateDidChange() {}

    /// Adds a primary action for `.primaryActionTriggered`; buttons also show its title and
    /// image.
    func adopt(_ primaryAction: UIAction?) {
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The actions added for control events, in the order they were added.
    var controlActions: [HeadlessControlAction] = []

    /// Performs `action` with this control as its sender; `sendActions(for:)` calls it for each
    /// action it performs. Override to observe or filter; call `super` to perform it.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Whether the control's menu (a button's `menu`) opens on a tap instead of a long press.
    open var showsMenuAsPrimaryAction = false
    /// Whether the control offers a context menu; false by default.
    open var isContextMenuInteractionEnabled = false
}

extension UIControl {
    /// A control state, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the state.
        public var rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The normal state: no flags.
        public static let normal = State([])
        /// Highlighted (touched).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// Flags for the app's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Vertical placement of a control's content, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// At the top.
        case top = 1
        /// At the bottom.
        case bottom = 2
        /// Stretched to the full height.
        case fill = 3
    }

    /// Horizontal placement of a control's content, with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// At the left.
        case left = 1
        /// At the right.
        case right = 2
        /// Stretched to the full width.
        case fill = 3
        /// At the leading edge.
        case leading = 4
        /// At the trailing edge.
        case trailing = 5
    }
}
#endif
