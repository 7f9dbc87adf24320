#if !canImport(UIKit)
import Foundation

/// What a text view asks and tells its delegate while it is edited; every method is optional,
/// as in UIKit.
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; true by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; true by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` may be replaced by `text`; true by default.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed through editing.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Editing may begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Editing may end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Every change is allowed.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
#endif
