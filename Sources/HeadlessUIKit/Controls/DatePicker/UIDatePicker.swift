#if !canImport(UIKit)
import Foundation

/// A control for picking a date, a time, both, or a countdown duration.
///
/// In the compact style (what `.automatic` gives for dates and times since iOS 14) the picker
/// shows each part as a capsule of text in the body style: the date in the medium date style
/// ("Nov 26, 2026"), the time in the short time style, each padded 12 points at the sides and
/// 7 above and below, 4 points apart when both show; its intrinsic size is the capsules' row,
/// and it grows with Dynamic Type [MODEL: derived from the padding and fonts apps report; no
/// recording of a compact picker's frame on iOS 15 to 17 was found]. The wheels style (and a
/// countdown timer, which has only wheels) is 320 × 216 points, the classic picker size; the
/// inline style is 320 points wide and as tall as a month [MODEL]. Headless pickers are not
/// edited: a test sets `date` and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks.
    public enum Mode: Int, Sendable {
        /// A time of day.
        case time
        /// A calendar date.
        case date
        /// A date and a time.
        case dateAndTime
        /// A duration in hours and minutes.
        case countDownTimer
    }

    /// The capsules' padding beside and above the text.
    static let capsulePadding = CGSize(width: 12, height: 7)
    /// The space between the date and the time capsules.
    static let capsuleSpacing: CGFloat = 4
    /// The wheels' size.
    static let wheelsSize = CGSize(width: 320, height: 216)
    /// The inline calendar's size.
    static let inlineSize = CGSize(width: 320, height: 330)

    /// What the picker picks; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The style asked for; `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The date; now when the picker was made. Kept within `minimumDate…maximumDate` unless
    /// the minimum is after the maximum.
    open var date = Date() {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The earliest date; nil for none.
    open var minimumDate: Date?
    /// The latest date; nil for none.
    open var maximumDate: Date?
    /// The locale the text is in; nil for the current locale.
    open var locale: Locale? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The calendar; the current calendar by default (setting nil returns to it).
    open var calendar: Calendar! = Calendar.current
    /// The time zone; nil for the calendar's.
    open var timeZone: TimeZone? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The minutes between choices, 1 to 30, dividing 60; 1 by default.
    open var minuteInterval = 1
    /// Whether the date rounds to `minuteInterval`; true by default.
    open var roundsToMinuteInterval = true
    /// The countdown's duration in seconds, at most 23:59 (86,399 seconds); 0 by default.
    open var countDownDuration: TimeInterval = 0 {
        didSet { countDownDuration = min(max(countDownDuration, 0), 86_399) }
    }

    /// A picker at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A picker from an archive; HeadlessUIKit reads nothing from it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The style in use: compact for `.automatic` (wheels for a countdown timer, which has no
    /// other style).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// Sets the date (at once headless); sends no event.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// The capsules' row in the compact style, the wheels' or the calendar's size otherwise.
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: return Self.wheelsSize
        case .inline: return Self.inlineSize
        case .compact:
            let widths = capsuleTexts().map { capsuleSize(for: $0).width }
            let height = capsuleSize(for: "0").height
            return CGSize(width: widths.reduce(0, +) + Self.capsuleSpacing * CGFloat(max(widths.count - 1, 0)), height: height)
        }
    }

    /// The texts of the compact style's capsules: the date, the time, or both.
    public var headlessCapsuleTexts: [String] { capsuleTexts() }

    /// What the capsule texts are formatted from.
    private struct CapsuleSource: Equatable {
        let date: Date
        let mode: Mode
        let locale: Locale
        let calendar: Calendar
        let timeZone: TimeZone
    }

    /// The capsule texts last formatted and their source: making a date formatter costs more
    /// than laying the picker out, and layout asks for the texts again at every size query.
    private var formattedCapsules: (source: CapsuleSource, texts: [String])?

    private func capsuleTexts() -> [String] {
        let calendar = calendar ?? Calendar.current
        let source = CapsuleSource(date: date, mode: datePickerMode, locale: locale ?? Locale.current,
                                   calendar: calendar, timeZone: timeZone ?? calendar.timeZone)
        if let formattedCapsules, formattedCapsules.source == source { return formattedCapsules.texts }
        let texts = Self.capsuleTexts(of: source)
        formattedCapsules = (source, texts)
        return texts
    }

    private static func capsuleTexts(of source: CapsuleSource) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = source.locale
        formatter.calendar = source.calendar
        formatter.timeZone = source.timeZone
        func text(date: DateFormatter.Style, time: DateFormatter.Style) -> String {
            formatter.dateStyle = date
            formatter.timeStyle = time
            return formatter.string(from: source.date)
        }
        switch source.mode {
        case .date: return [text(date: .medium, time: .none)]
        case .time: return [text(date: .none, time: .short)]
        case .dateAndTime: return [text(date: .medium, time: .none), text(date: .none, time: .short)]
        case .countDownTimer: return []
        }
    }

    private func capsuleSize(for text: String) -> CGSize {
        let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        let measured = HeadlessEnvironment.textMeasurer.measure(
            text, font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping).size
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        func ceiled(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }
        return CGSize(width: ceiled(measured.width) + 2 * Self.capsulePadding.width, height: ceiled(measured.height) + 2 * Self.capsulePadding.height)
    }
}

/// The styles of a date picker ("The style that the date picker is using … always returns a
/// concrete style").
public enum UIDatePickerStyle: Int, Sendable {
    /// The best style for the platform and mode.
    case automatic
    /// Spinning wheels.
    case wheels
    /// A compact capsule that opens an overlay.
    case compact
    /// A calendar shown in place.
    case inline
}
#endif
