import Foundation
import HeadlessUIKit
import Testing

/// `UITextField` without a border, as iOS records it, and its editing events.
///
/// Source: getsentry/sentry-cocoa, `SentryUIRedactBuilderTests+Common.swift`
/// (`testAddIgnoreClasses_arrayAPI_shouldNotRedactViews`), printing what iOS 26, 18, 17 and 16
/// made of `UITextField(frame: CGRect(x: 50, y: 10, width: 30, height: 30))` with the
/// placeholder "Edit Me": `borderStyle = None`, `text = ''`, and its placeholder label at
/// `(0 5; 30 20.3333)` (one line of the 17-point system font, centred on the 3× grid).
@Suite @MainActor struct TextFieldTests {
    private let keeper = WindowKeeper()

    /// Records the editing events and delegate calls, and refuses digits.
    private final class Recorder: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("began") }
        func textFieldDidEndEditing(_ textField: UITextField) { calls.append("ended") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            string.allSatisfy { !$0.isNumber }
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            calls.append("return")
            return textField.resignFirstResponder()
        }
    }

    @Test func aBorderlessFieldCentresItsPlaceholderLineAsIOSRecordedIt() throws {
        let window = keeper.keep(UIWindow(headlessDevice: .iPhone15, orientation: .portrait))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(root)
        let field = UITextField(frame: CGRect(x: 50, y: 10, width: 30, height: 30))
        field.placeholder = "Edit Me"
        root.addSubview(field)
        window.layoutIfNeeded()
        #expect(field.text == "" && field.borderStyle == .none)
        let line = try #require(field.subviews.first as? UILabel)
        #expect(line.text == "Edit Me")
        #expect(abs(line.frame.minY - 5) < 1e-9 && line.frame.minX == 0 && line.frame.width == 30)
        #expect(abs(line.frame.height - (20 + 1.0 / 3)) < 1e-9)
    }

    @Test func sideViewsTakeTheirPlaceAndCountInTheIntrinsicSize() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.text = "Search"
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = icon
        field.leftViewMode = .always
        let line = try #require(field.subviews.first as? UILabel)
        let lineSize = line.intrinsicContentSize
        #expect(field.intrinsicContentSize == CGSize(width: lineSize.width + 24, height: max(lineSize.height, 24)))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 24, y: 0, width: 176, height: 44))
        field.layoutIfNeeded()
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 10, width: 24, height: 24))
        // `.whileEditing` hides it until the field is edited.
        field.leftViewMode = .whileEditing
        #expect(icon.superview == nil && field.textRect(forBounds: field.bounds).minX == 0)
    }

    @Test func editingSendsTheEventsAndAsksTheDelegate() throws {
        let window = keeper.keep(UIWindow(headlessDevice: .iPhone15, orientation: .portrait))
        let field = UITextField()
        let other = UITextField()
        window.addSubview(field)
        window.addSubview(other)
        let recorder = Recorder()
        field.delegate = recorder
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        field.headlessType("ab")
        field.headlessType("3")
        #expect(field.text == "ab" && field.isEditing && field.isFirstResponder)
        #expect(events == ["begin", "changed"])
        // Another field taking over ends this one's editing.
        #expect(other.becomeFirstResponder())
        #expect(!field.isEditing && events == ["begin", "changed", "end"])
        #expect(window.endEditing(false) && !other.isFirstResponder)
        field.headlessType("c")
        field.headlessPressReturn()
        #expect(recorder.calls == ["began", "ended", "began", "return", "ended"])
        #expect(field.text == "abc" && !field.isEditing)
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        // A secure field shows bullets; setting nil empties the text.
        field.isSecureTextEntry = true
        #expect((field.subviews.first as? UILabel)?.text == "•••")
        field.text = nil
        #expect(field.text == "")
    }

    @Test func bordersAndTheClearButtonAreNotModelledAndSaySo() {
        let field = UITextField()
        let log = HeadlessLog.capture {
            field.borderStyle = .roundedRect
            field.clearButtonMode = .always
        }
        #expect(log.map(\.message) == [
            "HeadlessUIKit: a text field's border insets and clear button are not modelled; it is laid out as a borderless field without the button",
        ])
        #expect(field.keyboardType == .default && field.autocapitalizationType == .sentences && field.returnKeyType == .default)
    }

    /// A delegate that never lets editing end.
    private final class Stubborn: NSObject, UITextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }

    @Test func forcedEndEditingEndsEvenWhenTheDelegateRefuses() {
        let window = keeper.keep(UIWindow(headlessDevice: .iPhone15, orientation: .portrait))
        let field = UITextField()
        window.addSubview(field)
        let stubborn = Stubborn()
        field.delegate = stubborn
        var ended = 0
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
        #expect(field.becomeFirstResponder())
        #expect(!window.endEditing(false) && field.isEditing)
        #expect(window.endEditing(true) && !field.isEditing && !field.isFirstResponder && ended == 1)
    }
}
