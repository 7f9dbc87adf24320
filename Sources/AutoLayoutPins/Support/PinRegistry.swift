#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

/// Every constraint pushed onto a view, active or not, so `updatePins` can find constraints that
/// were pushed inactive (<doc:PinRules#Pushing-pins>).
///
/// UIKit and HeadlessUIKit share no per-view storage, so the registry is a table keyed by view
/// identity that holds each view weakly. Constraints hold their views weakly too, so there is no
/// cycle; a deallocated view's entry is dropped the next time anything is recorded.
@MainActor enum PinRegistry {
    /// The constraints of one view.
    private final class Record {
        weak var view: UIView?
        var constraints: [NSLayoutConstraint] = []
        init(view: UIView) { self.view = view }
    }

    private static var records: [ObjectIdentifier: Record] = [:]

    /// Appends `constraints` to the view's record.
    static func record(_ constraints: [NSLayoutConstraint], for view: UIView) {
        guard !constraints.isEmpty else { return }
        records = records.filter { $0.value.view != nil }
        let record = liveRecord(of: view) ?? Record(view: view)
        record.constraints += constraints
        records[ObjectIdentifier(view)] = record
    }

    /// The constraints pushed onto the view, in creation order.
    static func constraints(of view: UIView) -> [NSLayoutConstraint] {
        liveRecord(of: view)?.constraints ?? []
    }

    /// The number of views with a record, for tests of the release of dead entries.
    static var recordCount: Int { records.count }

    /// The record of `view`, ignoring one left by a deallocated view at the same address.
    private static func liveRecord(of view: UIView) -> Record? {
        guard let record = records[ObjectIdentifier(view)], record.view === view else { return nil }
        return record
    }
}
