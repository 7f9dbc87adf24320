#if !canImport(UIKit)
import Foundation

// Content configurations of cells and headers: the content view shows the configuration.
extension UITableViewCell: ContentConfigurationHost {
    /// The content shown in the content view; setting it replaces the built-in labels' layout
    /// with a content view filling the cell's content view.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { shownContentConfiguration }
        set { showContentConfiguration(newValue) }
    }

    /// A list configuration in the style of the cell (`subtitleCell()` for `.subtitle`,
    /// `valueCell()` for `.value1`, `cell()` otherwise).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        default: .cell()
        }
    }
}

extension UICollectionViewCell: ContentConfigurationHost {
    /// The content shown in the content view, in a content view filling it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { shownContentConfiguration }
        set { showContentConfiguration(newValue) }
    }
}

extension UITableViewHeaderFooterView: ContentConfigurationHost {
    /// The content shown in the content view, in a content view filling it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { shownContentConfiguration }
        set { showContentConfiguration(newValue) }
    }

    /// A header configuration: `groupedHeader()` in a grouped table, `plainHeader()` otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        (superview as? UITableView)?.style == .plain || superview == nil ? .plainHeader() : .groupedHeader()
    }
}
#endif
