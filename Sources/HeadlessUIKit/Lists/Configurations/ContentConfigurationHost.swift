#if !canImport(UIKit)
import Foundation

/// A view that shows a content configuration in its own content view: table cells, table
/// headers and footers, and collection cells.
@MainActor protocol ContentConfigurationHost: UIView {
    /// The view the configuration's content view fills.
    var contentView: UIView { get }
    /// The view showing the configuration, if one is set.
    var configurationView: (any UIView & UIContentView)? { get set }
}

extension ContentConfigurationHost {
    /// The configuration shown, if any.
    var shownContentConfiguration: (any UIContentConfiguration)? { configurationView?.configuration }

    /// Shows `configuration` in the content view (nil removes the content it shows), then asks
    /// for layout.
    func showContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        configurationView = installContentConfiguration(configuration, in: contentView, replacing: configurationView)
        setNeedsLayout()
    }
}
#endif
