#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A table view as large as its content: its intrinsic content size is its content size, so
/// that Auto Layout sizes it to all its rows (inside a stack or a scroll view, without
/// scrolling of its own).
@MainActor open class AutoSizingTableView: UITableView {
    /// The content size; a change invalidates the intrinsic content size.
    open override var contentSize: CGSize {
        didSet { if contentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The content size.
    open override var intrinsicContentSize: CGSize { contentSize }
}
