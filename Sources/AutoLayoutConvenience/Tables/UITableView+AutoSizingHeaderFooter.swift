#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UITableView {
    /// An Auto Layout header that sizes itself: the setter wraps the view in an
    /// `AutoSizingTableHeaderFooterView`, pre-sizes and assigns it; the getter returns the view.
    public var selfSizingTableHeaderView: UIView? {
        get { autoSizingView(tableHeaderView, manualLayout: false) }
        set { tableHeaderView = wrapper(for: newValue, manualLayout: false) }
    }

    /// An Auto Layout footer that sizes itself; see `selfSizingTableHeaderView`.
    public var selfSizingTableFooterView: UIView? {
        get { autoSizingView(tableFooterView, manualLayout: false) }
        set { tableFooterView = wrapper(for: newValue, manualLayout: false) }
    }

    /// A manual-layout header (it implements `sizeThatFits(_:)`) that sizes itself; call
    /// `updateAutoSizingTableHeader()` after its content changes.
    public var manualLayoutAutoSizingTableHeaderView: UIView? {
        get { autoSizingView(tableHeaderView, manualLayout: true) }
        set { tableHeaderView = wrapper(for: newValue, manualLayout: true) }
    }

    /// A manual-layout footer that sizes itself; see `manualLayoutAutoSizingTableHeaderView`.
    public var manualLayoutAutoSizingTableFooterView: UIView? {
        get { autoSizingView(tableFooterView, manualLayout: true) }
        set { tableFooterView = wrapper(for: newValue, manualLayout: true) }
    }

    /// Re-measures an auto-sizing header now.
    public func updateAutoSizingTableHeader() {
        (tableHeaderView as? AutoSizingTableHeaderFooterView)?.update()
    }

    /// Re-measures an auto-sizing footer now.
    public func updateAutoSizingTableFooter() {
        (tableFooterView as? AutoSizingTableHeaderFooterView)?.update()
    }

    private func autoSizingView(_ view: UIView?, manualLayout: Bool) -> UIView? {
        guard let wrapper = view as? AutoSizingTableHeaderFooterView, wrapper.usesManualLayout == manualLayout else { return nil }
        return wrapper.wrappedView
    }

    private func wrapper(for view: UIView?, manualLayout: Bool) -> UIView? {
        guard let view else { return nil }
        let wrapper = AutoSizingTableHeaderFooterView(wrapping: view, manualLayout: manualLayout)
        wrapper.presize(for: self)
        return wrapper
    }
}
