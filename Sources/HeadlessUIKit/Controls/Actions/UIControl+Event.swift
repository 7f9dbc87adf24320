#if !canImport(UIKit)
import Foundation

extension UIControl {
    /// The events a control sends, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits.
        public var rawValue: UInt
        /// Creates events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled a touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switches, sliders, segmented controls…).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's semantic action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The menu gesture fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the app's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
#endif
