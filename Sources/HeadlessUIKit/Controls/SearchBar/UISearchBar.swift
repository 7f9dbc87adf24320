#if !canImport(UIKit)
import Foundation

/// A search field in a bar.
///
/// 56 points high, its intrinsic height since iOS 11 ("the UISearchBar's intrinsic content size
/// has increased from 44 to 56", Esri maps-app-ios issue 67); it has no intrinsic width. The
/// search field is the standard 36 points high (Simplenote iOS pull request 941) and sits
/// 8 points from the sides, centred in the bar: (8, 10) in a 56-point bar [MODEL: no recording
/// of the field's frame on iOS 13 or later was found]. The text, placeholder and input traits
/// are the field's; typing into the field (`headlessType`) tells the delegate the text changed
/// and pressing return that the search button was clicked; the delegate decides whether editing
/// may begin and end. The prompt, the scope bar and the
/// cancel button are kept but not laid out; they say so once in the log.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The looks of a search bar.
    public enum Style: UInt, Sendable {
        /// The bar's default look (prominent).
        case `default`
        /// A translucent background and an opaque field.
        case prominent
        /// No background, a translucent field.
        case minimal
    }

    /// The bar's height.
    static let height: CGFloat = 56
    /// The search field's height.
    static let fieldHeight: CGFloat = 36
    /// The search field's distance from the bar's sides.
    static let fieldInset: CGFloat = 8

    /// The search field.
    public let searchTextField = UISearchTextField()
    /// The delegate, held weakly.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The look; `.default` by default.
    open var searchBarStyle: Style = .default
    /// The bar's style; `.default` by default.
    open var barStyle: UIBarStyle = .default
    /// The bar's tint colour; nil by default.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent; true by default.
    open var isTranslucent = true
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// Whether the bar takes input; true by default.
    open var isEnabled = true
    /// Whether the bookmark button shows; false by default.
    open var showsBookmarkButton = false
    /// The titles of the scope bar's buttons.
    open var scopeButtonTitles: [String]?
    /// The selected scope button; 0 by default.
    open var selectedScopeButtonIndex = 0
    /// A line of text above the bar (kept, not laid out).
    open var prompt: String? {
        didSet { if prompt != nil { logUnmodelled() } }
    }
    /// Whether the cancel button shows (kept, not laid out); false by default.
    open var showsCancelButton = false {
        didSet { if showsCancelButton { logUnmodelled() } }
    }
    /// Whether the scope bar shows (kept, not laid out); false by default.
    open var showsScopeBar = false {
        didSet { if showsScopeBar { logUnmodelled() } }
    }
    private var loggedUnmodelled = false
    private let fieldDelegate = SearchFieldDelegate()

    /// The search text; the field's text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The placeholder; the field's placeholder.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// The field's autocapitalization.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The field's autocorrection.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// The field's keyboard.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The field's return key.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// A search bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSearchTextField()
    }

    /// A search bar from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSearchTextField()
    }

    /// Shows or hides the cancel button (at once headless).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope bar (at once headless).
    open func setShowsScopeBar(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    /// No intrinsic width; 56 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    /// The bar's width, 56 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    /// Places the search field 8 points from the sides, centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        searchTextField.frame = CGRect(
            x: Self.fieldInset, y: ((bounds.height - Self.fieldHeight) / 2).rounded(.down),
            width: max(bounds.width - 2 * Self.fieldInset, 0), height: Self.fieldHeight)
    }

    private func installSearchTextField() {
        addSubview(searchTextField)
        fieldDelegate.searchBar = self
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [reference = itemReference] _ in
            guard let self = reference.view(as: UISearchBar.self) else { return }
            self.delegate?.searchBar(self, textDidChange: self.text ?? "")
        }, for: .editingChanged)
        searchTextField.addAction(UIAction { [reference = itemReference] _ in
            guard let self = reference.view(as: UISearchBar.self) else { return }
            self.delegate?.searchBarSearchButtonClicked(self)
        }, for: .editingDidEndOnExit)
        searchTextField.addAction(UIAction { [reference = itemReference] _ in
            guard let self = reference.view(as: UISearchBar.self) else { return }
            self.delegate?.searchBarTextDidBeginEditing(self)
        }, for: .editingDidBegin)
        searchTextField.addAction(UIAction { [reference = itemReference] _ in
            guard let self = reference.view(as: UISearchBar.self) else { return }
            self.delegate?.searchBarTextDidEndEditing(self)
        }, for: .editingDidEnd)
    }

    private func logUnmodelled() {
        guard !loggedUnmodelled else { return }
        loggedUnmodelled = true
        writeLog(.notModelled, "HeadlessUIKit: a search bar's prompt, scope bar and cancel button are not laid out; the bar keeps its 56-point layout")
    }
}

/// The search field's delegate: asks the search bar's delegate whether editing may begin and end.
@MainActor private final class SearchFieldDelegate: NSObject, UITextFieldDelegate {
    var searchBar: UISearchBar? {
        get { searchBarReference?.view(as: UISearchBar.self) }
        set { searchBarReference = newValue?.itemReference }
    }
    private var searchBarReference: HeadlessItemReference?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }
}

/// The text field of a search bar: its left view is the magnifying glass symbol, always shown.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// A search field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        showMagnifyingGlass()
    }

    /// A search field from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        showMagnifyingGlass()
    }

    private func showMagnifyingGlass() {
        leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        leftViewMode = .always
    }
}

/// The styles of bars, with UIKit's raw values.
public enum UIBarStyle: Int, Sendable {
    /// The default, light style.
    case `default` = 0
    /// The dark style.
    case black = 1
}
#endif
