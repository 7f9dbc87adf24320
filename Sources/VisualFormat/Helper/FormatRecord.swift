#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// One string added through a helper: its constraints, the views each one mentions, and what
/// is left of the string after views were removed.
@MainActor struct FormatRecord {
    /// A constraint and the keys of the views it mentions.
    struct Entry {
        let constraint: NSLayoutConstraint
        let views: Set<String>
    }

    /// The key of the constraint set the string belongs to, if any.
    let key: String?
    /// The string, or what is left of it (several strings when a middle view was removed).
    private(set) var remainingFormats: [String]
    /// The constraints still alive, in order.
    private(set) var entries: [Entry]

    init(key: String?, format: String, entries: [Entry]) {
        self.key = key
        self.remainingFormats = [format]
        self.entries = entries
    }

    /// The record without the view `name`: its constraints are dropped and the strings cut
    /// (<doc:VisualFormatRules#Removing-views>); nil when nothing is left.
    func removing(_ name: String) -> FormatRecord? {
        var record = self
        record.entries.removeAll { $0.views.contains(name) }
        record.remainingFormats = remainingFormats.flatMap { format -> [String] in
            switch try? VisualFormatSyntax.parse(format) {
            case .layout(let layout): layout.remainder(removing: name)
            case .equation(let equation): equation.viewNames.contains(name) ? [] : [format]
            case nil: [format]
            }
        }
        return record.entries.isEmpty && record.remainingFormats.isEmpty ? nil : record
    }

    /// The constraints still alive.
    var constraints: [NSLayoutConstraint] { entries.map(\.constraint) }
}
