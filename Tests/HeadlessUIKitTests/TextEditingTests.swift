import Foundation
import HeadlessUIKit
import Testing

/// Typing into text views and fields: the delegate calls and the notifications UIKit posts.
///
/// From UIKit's iOS 17 SDK headers: `UITextView.h` (the `UITextViewDelegate` methods, all
/// optional; `UITextViewTextDidBeginEditingNotification`, `…DidChange…`, `…DidEndEditing…`) and
/// `UITextField.h` (`UITextFieldTextDidBeginEditingNotification`, `…DidChange…`, `…DidEndEditing…`).
@Suite @MainActor struct TextEditingTests {
    private final class Recorder: NSObject, UITextViewDelegate {
        var events: [String] = []
        var refusesNewlines = false
        func textViewDidBeginEditing(_ textView: UITextView) { events.append("begin") }
        func textViewDidEndEditing(_ textView: UITextView) { events.append("end") }
        func textViewDidChange(_ textView: UITextView) { events.append("change \(textView.text ?? "")") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            !(refusesNewlines && text.contains("\n"))
        }
    }

    private func names(posting body: () -> Void, for object: AnyObject) -> [String] {
        nonisolated(unsafe) var received: [String] = []
        let observers = [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification, UITextView.textDidEndEditingNotification,
                         UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification]
            .map { name in NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { received.append($0.name.rawValue) } }
        body()
        observers.forEach(NotificationCenter.default.removeObserver)
        return received
    }

    @Test func typingIntoATextViewTellsItsDelegateAndPostsNotifications() {
        let window = UIWindow(headlessDevice: .iPhoneSE)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(view)
        let recorder = Recorder()
        view.delegate = recorder
        let posted = names(posting: {
            view.headlessType("Hi")
            recorder.refusesNewlines = true
            view.headlessType("\n")
            window.endEditing(true)
        }, for: view)
        #expect(recorder.events == ["begin", "change Hi", "end"])
        #expect(view.text == "Hi" && view.selectedRange == NSRange(location: 2, length: 0))
        #expect(posted == ["UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification", "UITextViewTextDidEndEditingNotification"])
    }

    @Test func aGrowingTextViewTakesTheHeightOfItsLines() {
        let window = UIWindow(headlessDevice: .iPhoneSE)
        let view = UITextView()
        view.isScrollEnabled = false
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor), view.widthAnchor.constraint(equalToConstant: 100),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        let oneLine = view.frame.height
        view.headlessType("a line long enough to wrap twice")
        window.layoutIfNeeded()
        #expect(view.frame.height > oneLine && view.frame.height == view.intrinsicContentSize.height)
    }

    @Test func typingIntoATextFieldPostsItsNotifications() {
        let window = UIWindow(headlessDevice: .iPhoneSE)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        window.addSubview(field)
        let posted = names(posting: {
            field.headlessType("a")
            _ = field.resignFirstResponder()
        }, for: field)
        #expect(posted == ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification"])
    }
}
