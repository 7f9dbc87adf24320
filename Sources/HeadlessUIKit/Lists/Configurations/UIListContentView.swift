#if !canImport(UIKit)
import Foundation

/// The view that shows a `UIListContentConfiguration`: an image view and two labels laid out
/// with constraints inside the configuration's margins, so that a self-sizing row takes the
/// height of its texts.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var arrangement: [NSLayoutConstraint] = []

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        preservesSuperviewLayoutMargins = true
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        apply(configuration)
    }

    /// Creates a view from an archive; nothing is read from it, it shows `cell()`.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; setting a `UIListContentConfiguration` updates the view.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply(list)
        }
    }

    /// Whether the row showing this view is at least the standard 44 points tall.
    var keepsStandardRowHeight: Bool { listConfiguration.keepsStandardRowHeight }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply(_ configuration: UIListContentConfiguration) {
        directionalLayoutMargins = configuration.directionalLayoutMargins
        preservedMarginAxes = configuration.axesPreservingSuperviewLayoutMargins
        preservesSuperviewLayoutMargins = !configuration.axesPreservingSuperviewLayoutMargins.isEmpty
        style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        NSLayoutConstraint.deactivate(arrangement)
        arrangement = constraints(for: configuration)
        NSLayoutConstraint.activate(arrangement)
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties) {
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.isHidden = (text ?? attributed?.string)?.isEmpty ?? true
    }

    /// The image at the leading margin, centred; the texts after it, stacked or side by side,
    /// between the top and bottom margins.
    private func constraints(for configuration: UIListContentConfiguration) -> [NSLayoutConstraint] {
        let guide = layoutMarginsGuide
        var made: [NSLayoutConstraint] = []
        let textLeading: NSLayoutXAxisAnchor
        let textInset: CGFloat
        if let image = configuration.image {
            var size = configuration.imageProperties.reservedLayoutSize
            if size.width <= 0 || size.height <= 0 { size = image.size }
            let maximum = configuration.imageProperties.maximumSize
            if maximum.width > 0 { size.width = min(size.width, maximum.width) }
            if maximum.height > 0 { size.height = min(size.height, maximum.height) }
            made += [
                imageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                imageView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
                imageView.widthAnchor.constraint(equalToConstant: size.width),
                imageView.heightAnchor.constraint(equalToConstant: size.height),
                imageView.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
                imageView.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
            ]
            textLeading = imageView.trailingAnchor
            textInset = configuration.imageToTextPadding
        } else {
            textLeading = guide.leadingAnchor
            textInset = 0
        }
        let hasSecondary = !secondaryTextLabel.isHidden
        made += [
            textLabel.leadingAnchor.constraint(equalTo: textLeading, constant: textInset),
            textLabel.topAnchor.constraint(equalTo: guide.topAnchor),
        ]
        switch configuration.arrangement {
        case .stacked:
            made.append(textLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor))
            if hasSecondary {
                made += [
                    secondaryTextLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
                    secondaryTextLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    secondaryTextLabel.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: configuration.textToSecondaryTextVerticalPadding),
                    secondaryTextLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                ]
            } else {
                made.append(textLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor))
            }
        case .sideBySide:
            made += [
                textLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                secondaryTextLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                secondaryTextLabel.centerYAnchor.constraint(equalTo: textLabel.centerYAnchor),
                secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor, constant: configuration.textToSecondaryTextHorizontalPadding),
            ]
            if !hasSecondary { made.append(textLabel.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor)) }
        }
        return made
    }
}
#endif
