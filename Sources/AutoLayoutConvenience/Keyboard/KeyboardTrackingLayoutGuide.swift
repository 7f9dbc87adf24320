#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The shared behaviour of the keyboard guides (<doc:ScrollingAndKeyboard#Keyboard-guides>): constants recomputed
/// on every keyboard event and by `update()`, animated with the keyboard, followed by a layout
/// pass. The guides do not follow their owning view when it moves without a keyboard event.
@MainActor open class KeyboardTrackingLayoutGuide: UILayoutGuide, KeyboardObserving {
    /// After an update, lay out from the topmost ancestor of the owning view (true, the default)
    /// or only the owning view (false).
    public var invalidatesLayoutInWholeHierarchy = true

    /// The constraints that place the guide, created when it is installed.
    var installedConstraints: ConstraintsList?

    /// Recomputes the guide's constants from the current keyboard frame and lays out.
    public func update() {
        refresh(animation: nil)
    }

    /// Creates the guide's constraints in `owner` and starts tracking the keyboard.
    func install(in owner: UIView) {
        guard installedConstraints == nil else { return }
        let list = ConstraintsList(constraints: makeConstraints(owner: owner), view: owner)
        list.activate()
        installedConstraints = list
        applyOverlap(owner.keyboardOverlap(), owner: owner)
        KeyboardTracker.shared.add(self)
    }

    /// The guide's constraints in `owner`, inactive; subclasses provide them.
    func makeConstraints(owner: UIView) -> [NSLayoutConstraint] { [] }

    /// Writes the constants for a keyboard that covers `overlap` points of `owner`.
    func applyOverlap(_ overlap: CGFloat, owner: UIView) {}

    func keyboardDidChange(_ event: KeyboardEvent) {
        refresh(animation: event)
    }

    private func refresh(animation event: KeyboardEvent?) {
        guard let owner = owningView, installedConstraints != nil else { return }
        let wholeHierarchy = invalidatesLayoutInWholeHierarchy
        applyOverlap(owner.keyboardOverlap(), owner: owner)
        guard let event else {
            owner.layoutAfterKeyboardChange(wholeHierarchy: wholeHierarchy)
            return
        }
        LayoutAnimation.perform(duration: event.duration, curve: event.curve) {
            owner.layoutAfterKeyboardChange(wholeHierarchy: wholeHierarchy)
        }
    }

    /// `"<class name> keyboard.<detail>"`, the identifier of a guide constraint.
    func name(_ constraint: NSLayoutConstraint, _ detail: String) -> NSLayoutConstraint {
        constraint.identifier = "\(type(of: self)) keyboard.\(detail)"
        return constraint
    }
}
