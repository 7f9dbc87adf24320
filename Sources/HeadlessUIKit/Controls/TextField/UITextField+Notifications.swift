#if !canImport(UIKit)
import Foundation

extension UITextField {
    /// Posted with the field when it becomes first responder.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted with the field when typing changed its text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted with the field when it stops being first responder.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
#endif
