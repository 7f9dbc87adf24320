#if !canImport(UIKit)
import Foundation

extension UIView {
    /// Makes the first responder resign if it is this view or one inside it (with `force`,
    /// whatever it answers about resigning); returns whether none inside is first responder
    /// any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.firstResponder as? UIView, responder === self || responder.isDescendant(of: self) else {
            return true
        }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        responder.forceResign()
        return true
    }
}
#endif
