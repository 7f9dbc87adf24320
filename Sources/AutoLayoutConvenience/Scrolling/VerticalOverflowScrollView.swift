#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A scroll view that prefers the height of its content and scrolls only when it gets less
/// (<doc:ScrollingAndKeyboard#Overflow-scroll-views>). It can keep its content clear of the keyboard.
@MainActor open class VerticalOverflowScrollView: UIScrollView, KeyboardObserving {
    private var overflow: OverflowConstraints?

    /// Whether the bottom content and indicator insets follow the keyboard (false by default).
    /// Turning it off resets both insets to 0.
    public var isAdjustingForKeyboard = false {
        didSet { if oldValue != isAdjustingForKeyboard { keyboardAdjustmentDidChange() } }
    }

    /// Creates an empty overflow scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        overflow = OverflowConstraints(installingOn: self, vertical: true)
    }

    /// Creates an overflow scroll view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        overflow = OverflowConstraints(installingOn: self, vertical: true)
    }

    /// Creates an overflow scroll view around `subview`, laid out horizontally by `horizontally`
    /// and vertically by the content area; `adjustsForKeyboard` sets `isAdjustingForKeyboard`.
    public convenience init(with subview: UIView, horizontally: HorizontalAxisLayout = .superview, adjustsForKeyboard: Bool = false) {
        self.init(frame: .zero)
        ConstraintsList.outsideConditions { addOverflowingSubview(subview, horizontally: horizontally) }
        // Property observers do not run in the class's own initialisers.
        isAdjustingForKeyboard = adjustsForKeyboard
        if adjustsForKeyboard { keyboardAdjustmentDidChange() }
    }

    /// Adds `view` filling the content area vertically and `horizontally` horizontally.
    @discardableResult public func addOverflowingSubview(
        _ view: UIView, horizontally: HorizontalAxisLayout = .superview,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        overflow?.content = view
        invalidateIntrinsicContentSize()
        return addSubview(view, filling: .horizontally(horizontally, vertically: .scrollContentOf(self)), file: file, line: line)
    }

    /// The content size: the view prefers the height of its content.
    open override var intrinsicContentSize: CGSize {
        overflow?.intrinsicSize(of: self) ?? contentSize
    }

    /// Lays out the content, then invalidates the intrinsic size if the content's natural size
    /// changed while the content size could not show it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if overflow?.remeasure(in: self) == true { invalidateIntrinsicContentSize() }
    }

    /// The size of the content; a change invalidates the intrinsic content size.
    open override var contentSize: CGSize {
        didSet { if oldValue != contentSize { invalidateIntrinsicContentSize() } }
    }

    /// Refreshes the internal constraints' constants.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        overflow?.refresh(for: self)
    }

    /// Re-applies keyboard avoidance: the bottom inset depends on the safe area.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if isAdjustingForKeyboard { adjustForKeyboard(event: nil, layout: false) }
    }

    func keyboardDidChange(_ event: KeyboardEvent) {
        adjustForKeyboard(event: event)
    }

    /// Starts or stops following the keyboard; stopping clears the insets it set.
    private func keyboardAdjustmentDidChange() {
        if isAdjustingForKeyboard {
            KeyboardTracker.shared.add(self)
            adjustForKeyboard(event: nil)
        } else {
            KeyboardTracker.shared.remove(self)
            setKeyboardInset(0)
        }
    }

    /// Steps 1–4 of keyboard avoidance (<doc:ScrollingAndKeyboard#Overflow-scroll-views>).
    private func adjustForKeyboard(event: KeyboardEvent?, layout: Bool = true) {
        guard isAdjustingForKeyboard else { return }
        setKeyboardInset(max(keyboardOverlap() - safeAreaInsets.bottom, 0))
        guard layout else { return }
        if let event {
            LayoutAnimation.perform(duration: event.duration, curve: event.curve) { [weak self] in
                self?.layoutAfterKeyboardChange(wholeHierarchy: false)
            }
        } else {
            layoutAfterKeyboardChange(wholeHierarchy: false)
        }
    }

    private func setKeyboardInset(_ bottom: CGFloat) {
        if contentInset.bottom != bottom { contentInset.bottom = bottom }
        if verticalScrollIndicatorInsets.bottom != bottom { verticalScrollIndicatorInsets.bottom = bottom }
    }
}
