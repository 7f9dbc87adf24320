#if !canImport(UIKit)
import Foundation

/// A value that describes a view's content and makes the view that shows it.
public protocol UIContentConfiguration {
    /// Makes a view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration for a state; most configurations return themselves.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default, one of the same type as its own).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the same type as the one shown.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

extension UIView {
    /// Shows `configuration` in `container`: in the content view already there when it supports
    /// the configuration, else in a new one filling the container. Returns the content view.
    func installContentConfiguration(_ configuration: (any UIContentConfiguration)?, in container: UIView, replacing current: (any UIView & UIContentView)?) -> (any UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        return view
    }
}
#endif
