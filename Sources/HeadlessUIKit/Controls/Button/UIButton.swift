#if !canImport(UIKit)
import Foundation

/// A control that shows a title and/or an image, as in UIKit.
///
/// The title is shown by `titleLabel` and the image by `imageView`, subviews the button lays
/// out itself. Intrinsic size [MODEL; UNV against iOS] (<doc:Environment#Content-views>): for a `.close`
/// button 30 × 30; with a `configuration`, its content (image, titles, paddings) plus its
/// `contentInsets`; otherwise image width + title width by the larger height, plus
/// `contentEdgeInsets`, at least 30 high, and 30 × 30 with no content. Legacy titles use the
/// 15-pt system font.
@preconcurrency @MainActor
open class UIButton: UIControl {
    var storedButtonType = UIButton.ButtonType.custom
    override var defaultAccessibilityLabel: String? { configuration?.title ?? currentTitle }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
    var titlesByState: [UInt: String] = [:]
    var titleColorsByState: [UInt: UIColor] = [:]
    var imagesByState: [UInt: UIImage] = [:]
    var storedConfiguration: UIButton.Configuration?
    var storedTitleLabel: UILabel?
    var storedSubtitleLabel: UILabel?
    var storedImageView: UIImageView?
    var storedContentEdgeInsets = UIEdgeInsets.zero

    /// The font of titles of buttons without a configuration: the 15-pt system font [UNV].
    public static let headlessDefaultTitleFont = UIFont.systemFont(ofSize: 15)

    /// Creates a `.custom` button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a `.custom` button from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Creates a button of the given type with a zero frame (an instance of the class it is
    /// called on, so subclasses that override `init(frame:)` and `init(coder:)` keep it).
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    /// Creates a button of the given type and adds `primaryAction` for
    /// `.primaryActionTriggered`, showing the action's title and image.
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a `.system` button whose content and look come from `configuration`.
    public convenience init(configuration: UIButton.Configuration) {
        self.init(type: .system)
        self.configuration = configuration
    }

    /// Creates a `.system` button whose content and look come from `configuration`, and adds
    /// `primaryAction` for `.primaryActionTriggered`, its title and image copied into the
    /// configuration.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction?) {
        self.init(configuration: configuration)
        adopt(primaryAction)
    }

    /// Shows a primary action's title and image (in the configuration, when there is one) and
    /// adds the action for `.primaryActionTriggered`, as UIKit's header documents.
    override func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if var configuration {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            self.configuration = configuration
        } else {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
        super.adopt(primaryAction)
    }

    /// Whether the button's image grows with the accessibility text sizes; stored (images keep
    /// their size headless).
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// The menu the button shows (on a long press, or on a tap with
    /// `showsMenuAsPrimaryAction`); a value headless.
    open var menu: UIMenu?
    /// Whether choosing an item of the menu makes it the button's title (pop-up buttons).
    open var changesSelectionAsPrimaryAction = false

    /// The button's type.
    open var buttonType: UIButton.ButtonType { storedButtonType }

    // MARK: Content per state

    /// Sets the title for a state; nil removes it (the normal title is then used).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titlesByState[state.rawValue] = title
        contentDidChange()
    }

    /// The title set for a state, if any.
    open func title(for state: UIControl.State) -> String? { titlesByState[state.rawValue] }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColorsByState[state.rawValue] = color
        contentDidChange()
    }

    /// The title colour set for a state, if any.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColorsByState[state.rawValue] }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        imagesByState[state.rawValue] = image
        contentDidChange()
    }

    /// The image set for a state, if any.
    open func image(for state: UIControl.State) -> UIImage? { imagesByState[state.rawValue] }

    /// The title for the current state (falling back to the normal one).
    open var currentTitle: String? { valueForCurrentState(titlesByState) }
    /// The image for the current state (falling back to the normal one).
    open var currentImage: UIImage? { valueForCurrentState(imagesByState) }
    /// The title colour for the current state: the one set, else the tint colour for system
    /// buttons and white for others.
    open var currentTitleColor: UIColor {
        valueForCurrentState(titleColorsByState) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The label that shows the title; created on first use.
    open var titleLabel: UILabel? { ensureTitleLabel() }
    /// The label that shows a configuration's subtitle; nil without one.
    open var subtitleLabel: UILabel? { storedSubtitleLabel }
    /// The view that shows the image; created on first use.
    open var imageView: UIImageView? { ensureImageView() }

    /// The iOS 15 description of the content; setting it replaces titles and images set per state.
    open var configuration: UIButton.Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            contentDidChange()
        }
    }

    /// Asks for `updateConfiguration()` before the next layout; headless it applies at once.
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    /// Applies the configuration to the title label and image view.
    open func updateConfiguration() { contentDidChange() }

    /// Space around the content of buttons without a configuration; zero by default.
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets {
        get { storedContentEdgeInsets }
        set {
            storedContentEdgeInsets = newValue
            contentDidChange()
        }
    }

    // MARK: Sizing and layout (UIButton+Layout.swift)

    /// The content's size plus insets (see the type's documentation).
    open override var intrinsicContentSize: CGSize { buttonIntrinsicSize }

    /// The intrinsic size, whatever the proposed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { buttonIntrinsicSize }

    /// Places the image view and the labels inside the content insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    override func stateDidChange() { contentDidChange() }

    private func valueForCurrentState<Value>(_ values: [UInt: Value]) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }
}
#endif
