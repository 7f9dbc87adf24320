#if !canImport(UIKit)
import Foundation

/// What a text field asks and tells its delegate; every method is optional.
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin; true by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; true by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` may be replaced by `string`; true by default.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may clear the text; true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// What the return key does; true (the field's default behaviour) by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Editing may end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Every change is allowed.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// The clear button may clear.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// The field's default behaviour.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
#endif
