import Foundation
import HeadlessUIKit
import Testing

/// Actions for control events, menus as values, and the initialisers real code relies on.
///
/// Rules from UIKit's iOS 17 SDK headers: `UIControl.h` ("UIActions are uniqued based on their
/// identifier, and subsequent actions with the same identifier replace previously added
/// actions. You may add multiple UIActions for corresponding controlEvents, and you may add the
/// same action to multiple controlEvents"; `sendAction(_:)` "is called by
/// -sendActionsForControlEvents:"; `init(frame:primaryAction:)` adds the action "for the
/// UIControlEventPrimaryActionTriggered control event"); `UIButton.h` (a button made with a
/// primary action "uses primaryAction's title & image as the button's title & image"; with a
/// configuration, "If primaryAction has a title or image, they will be copied to
/// configuration"); `UIAction.h` (`sender` is the object that performed the action). Event raw
/// values are the header's.
@Suite @MainActor struct ControlActionTests {
    /// Records the actions performed, in order.
    private final class Log {
        var entries: [String] = []
    }

    /// A control that counts what passes through `sendAction(_:)`.
    private final class CountingControl: UIControl {
        var sent: [String] = []
        override func sendAction(_ action: UIAction) {
            sent.append(action.title)
            super.sendAction(action)
        }
    }

    /// A button subclass that overrides only the designated initialisers, as app code does.
    private final class PillButton: UIButton {
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.cornerRadius = 8
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test func eventsHaveUIKitsRawValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.editingChanged.rawValue == 131_072)
        #expect(UIControl.Event.allTouchEvents.contains(.touchCancel) && !UIControl.Event.allTouchEvents.contains(.valueChanged))
        #expect(UIControl.Event.allEditingEvents == [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
    }

    @Test func actionsRunInOrderForTheirEventsWithTheControlAsSender() throws {
        let control = CountingControl(frame: .zero)
        let log = Log()
        var senders: [ObjectIdentifier?] = []
        let tap = UIAction(title: "tap") { action in
            log.entries.append("tap")
            senders.append((action.sender as AnyObject?).map(ObjectIdentifier.init))
        }
        let change = UIAction(title: "change") { _ in log.entries.append("change") }
        control.addAction(tap, for: .touchUpInside)
        control.addAction(change, for: [.valueChanged, .touchUpInside])
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["tap", "change"])
        #expect(senders == [ObjectIdentifier(control)])
        #expect(tap.sender == nil)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["tap", "change", "change"])
        #expect(control.sent == ["tap", "change", "change"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        // Removed for one event, the action still runs for the other.
        control.removeAction(change, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["tap", "change", "change", "tap"])
        control.sendActions(for: .editingChanged)
        #expect(log.entries.count == 4)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
        let control = UIControl(frame: .zero)
        let log = Log()
        let identifier = UIAction.Identifier("refresh")
        control.addAction(UIAction(title: "old", identifier: identifier) { _ in log.entries.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(title: "new", identifier: identifier) { _ in log.entries.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["new"])
        control.removeAction(identifiedBy: identifier, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["new"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func primaryActionsGiveButtonsTheirTitleAndImage() throws {
        let log = Log()
        let image = UIImage(headlessSize: CGSize(width: 20, height: 20))
        let action = UIAction(title: "Send", image: image) { _ in log.entries.append("send") }
        let button = UIButton(primaryAction: action)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Send" && button.image(for: .normal) === image)
        button.sendActions(for: .primaryActionTriggered)
        #expect(log.entries == ["send"])
        // A tap event alone does not trigger the primary action.
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["send"])
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Old"
        let configured = UIButton(configuration: configuration, primaryAction: action)
        #expect(configured.configuration?.title == "Send" && configured.configuration?.image === image)
        let plain = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: action)
        plain.sendActions(for: .primaryActionTriggered)
        #expect(log.entries == ["send", "send"])
    }

    @Test func buttonSubclassesKeepTheInheritedInitialisers() {
        let typed = PillButton(type: .system)
        #expect(typed.buttonType == .system && typed.layer.cornerRadius == 8)
        let plain = PillButton()
        #expect(plain.buttonType == .custom && plain.frame == .zero)
        let custom = UIButton(type: .custom)
        #expect(custom.buttonType == .custom)
    }

    @Test func menusAreValues() throws {
        let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { _ in },
            UIAction(title: "Date") { _ in },
        ])
        let menu = UIMenu(children: [sort, UIAction(title: "Delete", attributes: .destructive) { _ in }])
        let button = UIButton(type: .system)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(menu.children.count == 2 && menu.title.isEmpty && menu.preferredElementSize == .large)
        #expect(sort.selectedElements.map(\.title) == ["Name"])
        #expect((menu.children[1] as? UIAction)?.attributes == .destructive)
        #expect(button.menu === menu && button.showsMenuAsPrimaryAction)
        let replaced = sort.replacingChildren([])
        #expect(replaced.identifier == sort.identifier && replaced.options == .singleSelection && replaced.children.isEmpty)
        #expect(UIAction(title: "a") { _ in }.identifier != UIAction(title: "a") { _ in }.identifier)
    }

    @Test func anEmptyConstraintIsAPlaceholderThatCannotBeActivated() throws {
        var constraint = NSLayoutConstraint()
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(constraint.firstAttribute == .notAnAttribute && constraint.relation == .equal && constraint.constant == 0)
        let log = HeadlessLog.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(log.count == 1 && log[0].message.contains("Unable to activate constraint"))
        // The usual use: replaced by a real constraint before it is activated.
        let view = UIView()
        constraint = view.heightAnchor.constraint(equalToConstant: 10)
        constraint.isActive = true
        #expect(constraint.isActive)
    }
}
