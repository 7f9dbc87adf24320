#if !canImport(UIKit)
import Foundation

/// What a table asks to prepare rows before they come on screen (see `prefetchDataSource`).
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Prepares the rows at `indexPaths`, nearest to the screen first.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Stops preparing rows asked for before that are no longer likely to be shown.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
#endif
