import Foundation
import HeadlessUIKit
import Testing

/// Collects the keyboard notifications posted while it is alive (all on the main thread).
private final class KeyboardRecorder: @unchecked Sendable {
    private(set) var notifications: [Notification] = []
    private var token: NSObjectProtocol?

    init() {
        token = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { [weak self] note in
            if note.name.rawValue.hasPrefix("UIKeyboard") { self?.notifications.append(note) }
        }
    }

    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }

    var names: [Notification.Name] { notifications.map(\.name) }

    func frame(_ index: Int, _ key: String) -> CGRect? { notifications[index].userInfo?[key] as? CGRect }
}

/// The simulated keyboard's notifications (uikit-model.md §7.6): will-change-frame, will-show or
/// will-hide, then the `Did…` pair, with frames in screen (window) coordinates.
@Suite @MainActor struct KeyboardNotificationTests {
    @Test func showAndHideOnAnIPhone15() {
        // iPhone 15 portrait: 393 × 852, keyboard 336 high → end frame y = 852 − 336 = 516.
        let window = UIWindow(headlessDevice: .iPhone15)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        window.headlessKeyboard.show()
        #expect(recorder.names == [
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
        ])
        #expect(recorder.frame(1, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(recorder.frame(1, UIResponder.keyboardFrameEndUserInfoKey) == CGRect(x: 0, y: 516, width: 393, height: 336))
        let info = recorder.notifications[1].userInfo
        #expect(info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(recorder.notifications.allSatisfy { $0.object == nil })
        #expect(window.headlessKeyboard.isVisible)
        #expect(window.headlessKeyboard.frame == CGRect(x: 0, y: 516, width: 393, height: 336))

        window.headlessKeyboard.hide(duration: 0.4, curve: 2)
        #expect(Array(recorder.names.suffix(4)) == [
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification,
        ])
        #expect(recorder.frame(5, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(recorder.frame(5, UIResponder.keyboardFrameEndUserInfoKey) == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(recorder.notifications[5].userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.4)
        #expect(recorder.notifications[5].userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 2)
        #expect(!window.headlessKeyboard.isVisible)
    }

    @Test func explicitHeightAndChangeWhileShown() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        window.headlessKeyboard.show(height: 300, duration: 0.5, curve: 3)
        #expect(recorder.frame(0, UIResponder.keyboardFrameEndUserInfoKey) == CGRect(x: 0, y: 552, width: 393, height: 300))
        // The same frame again posts nothing; a new height posts a show with the old frame first.
        window.headlessKeyboard.show(height: 300)
        #expect(recorder.notifications.count == 4)
        window.headlessKeyboard.show(height: 350)
        #expect(recorder.notifications.count == 8)
        #expect(recorder.names[5] == UIResponder.keyboardWillShowNotification)
        #expect(recorder.frame(5, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 552, width: 393, height: 300))
        #expect(recorder.frame(5, UIResponder.keyboardFrameEndUserInfoKey) == CGRect(x: 0, y: 502, width: 393, height: 350))
        // Hiding twice posts once.
        window.headlessKeyboard.hide()
        window.headlessKeyboard.hide()
        #expect(recorder.notifications.count == 12)
    }

    @Test func heightsPerDeviceAndOrientation() {
        #expect(HeadlessDevice.iPhoneSE.keyboardHeight(in: .portrait) == 260)
        #expect(HeadlessDevice.iPhoneSE.keyboardHeight(in: .landscape) == 200)
        #expect(HeadlessDevice.iPhone15.keyboardHeight(in: .landscape) == 209)
        #expect(HeadlessDevice.iPhone15ProMax.keyboardHeight(in: .portrait) == 346)
        #expect(HeadlessDevice.iPadPro11.keyboardHeight(in: .landscape) == 450)
        // iPhone SE landscape: 667 × 375, keyboard 200 → y = 175.
        let window = UIWindow(headlessDevice: .iPhoneSE, orientation: .landscape)
        window.headlessKeyboard.show()
        #expect(window.headlessKeyboard.frame == CGRect(x: 0, y: 175, width: 667, height: 200))
    }

    @Test func invalidHeightIsLogged() {
        let window = UIWindow(headlessDevice: .iPhone15)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        let log = HeadlessLog.capture { window.headlessKeyboard.show(height: -1) }
        #expect(log.map(\.category) == [.exception])
        #expect(recorder.notifications.isEmpty)
        #expect(!window.headlessKeyboard.isVisible)
    }

    @Test func notificationNamesAndKeysAreUIKits() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
    }
}
