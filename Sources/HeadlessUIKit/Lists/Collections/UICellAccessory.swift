#if !canImport(UIKit)
import Foundation

/// A standard or custom view at the leading or trailing edge of a list cell.
///
/// Each accessory takes its width plus 10 points of spacing from the cell's content view, the
/// trailing ones after the side margin, as a table's accessories do (a chevron takes 34 points
/// of a 320-point row). Glyph widths are this package's model: chevron 8, checkmark 14, detail
/// button 22, outline disclosure 12, delete, insert and multiselect controls 22, reorder
/// control 18.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Sendable {
        /// Always.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing
    }

    /// The width an accessory reserves.
    public enum LayoutDimension: Sendable {
        /// The system's standard width for the accessory.
        case standard
        /// The accessory's own width.
        case actual
        /// A width in points.
        case custom(CGFloat)
    }

    /// A closure run when the accessory is tapped; never run here (there are no touches).
    public typealias ActionHandler = () -> Void

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        var isHidden: Bool?
        var reservedLayoutWidth: LayoutDimension?
        /// Options with an optional hidden state, reserved width and tint.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    /// Options of a checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a detail (info) button.
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// Options of the delete, insert and multiselect controls.
    public struct EditingControlOptions {
        var isHidden: Bool?
        var reservedLayoutWidth: LayoutDimension?
        /// Options with an optional hidden state, reserved width, tint and background.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    /// Options of a delete control.
    public typealias DeleteOptions = EditingControlOptions
    /// Options of an insert control.
    public typealias InsertOptions = EditingControlOptions
    /// Options of a multiselect control.
    public typealias MultiselectOptions = EditingControlOptions

    /// Options of a reorder control.
    public struct ReorderOptions {
        var isHidden: Bool?
        var reservedLayoutWidth: LayoutDimension?
        /// Options with an optional hidden state, reserved width, tint and separator.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    /// Options of an outline disclosure control.
    public struct OutlineDisclosureOptions {
        /// Whether the control is a cell's header chevron or a plain disclosure.
        public enum Style: Sendable {
            /// The system's choice.
            case automatic
            /// A header's.
            case header
            /// A cell's.
            case cell
        }

        var isHidden: Bool?
        var reservedLayoutWidth: LayoutDimension?
        /// Options with an optional style, hidden state, reserved width and tint.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    /// Options of a text label accessory.
    public struct LabelOptions {
        var isHidden: Bool?
        var reservedLayoutWidth: LayoutDimension?
        var font: UIFont?
        /// Options with an optional hidden state, reserved width, tint and font.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.font = font
        }
    }

    /// Which edge a custom accessory sits on.
    public enum Placement {
        /// The leading edge.
        case leading(displayed: DisplayedState = .always)
        /// The trailing edge.
        case trailing(displayed: DisplayedState = .always)

        var isLeading: Bool { if case .leading = self { true } else { false } }
        var displayed: DisplayedState {
            switch self { case let .leading(displayed), let .trailing(displayed): displayed }
        }
    }

    /// A custom view accessory.
    public struct CustomViewConfiguration {
        let customView: UIView
        let placement: Placement
        var isHidden: Bool?
        var reservedLayoutWidth: LayoutDimension?
        /// A configuration showing `customView` at `placement` at its own size.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    enum Kind {
        case glyph(width: CGFloat)
        case label(String, UIFont?)
        case custom(UIView)
    }

    let kind: Kind
    let isLeading: Bool
    let displayed: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension?

    private init(_ kind: Kind, leading: Bool, displayed: DisplayedState, hidden: Bool?, reserved: LayoutDimension?) {
        self.kind = kind
        isLeading = leading
        self.displayed = displayed
        isHidden = hidden ?? false
        reservedLayoutWidth = reserved
    }

    /// A chevron at the trailing edge.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.glyph(width: 8), leading: false, displayed: displayed, hidden: options.isHidden, reserved: options.reservedLayoutWidth)
    }
    /// An info button at the trailing edge.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.glyph(width: 22), leading: false, displayed: displayed, hidden: options.isHidden, reserved: options.reservedLayoutWidth)
    }
    /// A checkmark at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.glyph(width: 14), leading: false, displayed: displayed, hidden: options.isHidden, reserved: options.reservedLayoutWidth)
    }
    /// A delete control at the leading edge, while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.glyph(width: 22), leading: true, displayed: displayed, hidden: options.isHidden, reserved: options.reservedLayoutWidth)
    }
    /// An insert control at the leading edge, while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.glyph(width: 22), leading: true, displayed: displayed, hidden: options.isHidden, reserved: options.reservedLayoutWidth)
    }
    /// A multiselect control at the leading edge, while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.glyph(width: 22), leading: true, displayed: displayed, hidden: options.isHidden, reserved: options.reservedLayoutWidth)
    }
    /// A reorder control at the trailing edge, while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.glyph(width: 18), leading: false, displayed: displayed, hidden: options.isHidden, reserved: options.reservedLayoutWidth)
    }
    /// An outline disclosure chevron at the trailing edge.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.glyph(width: 12), leading: false, displayed: displayed, hidden: options.isHidden, reserved: options.reservedLayoutWidth)
    }
    /// A text at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), leading: false, displayed: displayed, hidden: options.isHidden, reserved: options.reservedLayoutWidth)
    }
    /// A custom view at its placement's edge.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.custom(configuration.customView), leading: configuration.placement.isLeading, displayed: configuration.placement.displayed,
                        hidden: configuration.isHidden, reserved: configuration.reservedLayoutWidth)
    }

    /// Whether the accessory shows on a cell that is or is not editing.
    func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// The width the accessory takes.
    @MainActor func width() -> CGFloat {
        let own: CGFloat
        switch kind {
        case let .glyph(width): own = width
        case let .label(text, font):
            let label = UILabel(frame: .zero)
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.text = text
            own = label.intrinsicContentSize.width
        case let .custom(view): own = view.frame.width
        }
        if case let .custom(reserved) = reservedLayoutWidth { return max(own, reserved) }
        return own
    }
}
#endif
