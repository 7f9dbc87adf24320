#if !canImport(UIKit)
import Foundation

extension UITextView {
    /// Posted with the text view when it becomes first responder.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted with the text view when editing changed its text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted with the text view when it stops being first responder.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// Types `string` at the end of the text as a keyboard would: the view becomes first
    /// responder, the delegate may refuse the change, and the delegate and
    /// `textDidChangeNotification` hear of it. Headless only: UIKit takes typing from a keyboard.
    public func headlessType(_ string: String) {
        guard becomeFirstResponder() else { return }
        let current = text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        text = current + string
        selectedRange = NSRange(location: (text as NSString).length, length: 0)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Editing began: tells the delegate and posts `textDidBeginEditingNotification`.
    func editingDidBegin() {
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// Editing ended: tells the delegate and posts `textDidEndEditingNotification`.
    func editingDidEnd() {
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }
}
#endif
