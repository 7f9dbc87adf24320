#if !canImport(UIKit)
import Foundation

/// The base of views and windows. HeadlessUIKit handles no events; a responder can still become
/// the first responder, which is what text fields use to begin and end editing.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Whether the responder accepts first responder status; false by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder gives up first responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Makes the responder the first responder if it accepts (the previous one resigns first);
    /// returns whether it is the first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Gives up first responder status if the responder has it and may; returns whether it
    /// did (true when it was not the first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.firstResponder = nil
        return true
    }

    /// Takes first responder status away whatever the responder answers (`endEditing(true)`);
    /// text fields end their editing.
    func forceResign() {
        if isFirstResponder { UIResponder.firstResponder = nil }
    }

    /// The current first responder, held weakly.
    static var firstResponder: UIResponder? {
        get { firstResponderBox.object }
        set { firstResponderBox.object = newValue }
    }
    private static let firstResponderBox = HeadlessWeakReference<UIResponder>()
}
#endif
