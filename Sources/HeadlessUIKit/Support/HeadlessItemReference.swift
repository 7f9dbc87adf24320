#if !canImport(UIKit)
import Foundation

/// A reference to a view or a layout guide that does not keep it alive and reads nil once it is
/// gone: what a `weak` reference gives, without one.
///
/// Each view and guide creates its reference once (`itemReference`) and clears it as it goes
/// away, so anything that outlives the item can hold the reference: a subview (its superview),
/// an anchor or constraint (its items, its container), a guide (its owning view), the table of
/// variable owners. A weakly referenced object keeps its reference counts in a side table, which
/// makes every retain and release of it several times slower; views are retained and released
/// all through a layout pass, so none of the references the layout model keeps is `weak`.
///
/// Like UIKit, the model expects views and guides to be released on the main thread.
nonisolated final class HeadlessItemReference: @unchecked Sendable {
    /// Whether the item is a view; otherwise it is a layout guide.
    let isView: Bool
    /// Cleared by the item's `deinit` (`itemDidGoAway()`), before its memory is freed.
    private unowned(unsafe) var object: AnyObject?

    init(view: UIView) {
        isView = true
        object = view
    }

    init(guide: UILayoutGuide) {
        isView = false
        object = guide
    }

    /// The item while it exists.
    var item: AnyObject? { object }

    /// The view, if the item is a view that still exists.
    var view: UIView? {
        guard isView, let object else { return nil }
        return unsafeDowncast(object, to: UIView.self)
    }

    /// The view as the class it is known to be (`View`), if the item is a view that still exists.
    /// The class is not checked in release builds: the holder made the reference from a `View`.
    func view<View: UIView>(as _: View.Type) -> View? {
        view.map { unsafeDowncast($0, to: View.self) }
    }

    /// The layout guide, if the item is a guide that still exists.
    var guide: UILayoutGuide? {
        guard !isView, let object else { return nil }
        return unsafeDowncast(object, to: UILayoutGuide.self)
    }

    /// The item as a layout item, while it exists.
    @MainActor var layoutItem: (any HeadlessLayoutItem)? {
        guard let object else { return nil }
        return isView ? unsafeDowncast(object, to: UIView.self) : unsafeDowncast(object, to: UILayoutGuide.self)
    }

    /// Whether the item still exists.
    var isAlive: Bool { object != nil }

    /// Called by the item's `deinit`: from now on the reference reads nil.
    func itemDidGoAway() { object = nil }

    /// Where a view or guide keeps its reference: made on first use, cleared by the item's
    /// `deinit` through `itemDidGoAway()`.
    struct Storage {
        private var reference: HeadlessItemReference?

        /// The reference, made with `make` the first time.
        mutating func reference(_ make: () -> HeadlessItemReference) -> HeadlessItemReference {
            if let reference { return reference }
            let made = make()
            reference = made
            return made
        }

        /// Clears the reference, if one was made.
        func itemDidGoAway() { reference?.itemDidGoAway() }
    }
}
#endif
