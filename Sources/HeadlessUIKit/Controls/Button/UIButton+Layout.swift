#if !canImport(UIKit)
import Foundation

// A button's content views, intrinsic size and content layout (the Environment article, Content views).
extension UIButton {
    /// The title, subtitle and image shown now: the configuration's, else the current state's.
    private var shownContent: (title: String?, subtitle: String?, image: UIImage?) {
        if let configuration = storedConfiguration {
            return (configuration.title, configuration.subtitle, configuration.image)
        }
        return (currentTitle, nil, currentImage)
    }

    func ensureTitleLabel() -> UILabel {
        if let label = storedTitleLabel { return label }
        let label = makeLabel()
        label.font = UIButton.headlessDefaultTitleFont
        label.lineBreakMode = .byTruncatingMiddle
        storedTitleLabel = label
        return label
    }

    func ensureImageView() -> UIImageView {
        if let view = storedImageView { return view }
        let view = UIImageView()
        addSubview(view)
        storedImageView = view
        return view
    }

    private func makeLabel() -> UILabel {
        let label = UILabel()
        label.contentObserver = { [reference = itemReference] in
            reference.view?.invalidateIntrinsicContentSize()
            reference.view?.setNeedsLayout()
        }
        addSubview(label)
        return label
    }

    /// Copies the shown content into the title label, subtitle label and image view, and
    /// schedules a new size and layout.
    func contentDidChange() {
        let content = shownContent
        if content.title != nil || storedTitleLabel != nil {
            let label = ensureTitleLabel()
            label.text = content.title
            if let configuration = storedConfiguration {
                label.font = .preferredFont(forTextStyle: configuration.textStyles.title)
                label.adjustsFontForContentSizeCategory = true
                label.lineBreakMode = configuration.titleLineBreakMode
                label.textColor = configurationForeground(configuration)
            } else {
                label.textColor = currentTitleColor
            }
        }
        if let configuration = storedConfiguration, let subtitle = content.subtitle {
            let label = storedSubtitleLabel ?? makeLabel()
            storedSubtitleLabel = label
            label.text = subtitle
            label.font = .preferredFont(forTextStyle: configuration.textStyles.subtitle)
            label.adjustsFontForContentSizeCategory = true
            label.lineBreakMode = configuration.subtitleLineBreakMode
            label.textColor = configurationForeground(configuration)
        } else {
            storedSubtitleLabel?.text = nil
        }
        if content.image != nil || storedImageView != nil {
            ensureImageView().image = content.image
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The colour of titles with a configuration: its base foreground colour, else white on
    /// filled styles and the tint colour on the others.
    func configurationForeground(_ configuration: UIButton.Configuration) -> UIColor {
        if let color = configuration.baseForegroundColor { return color }
        switch configuration.style {
        case .filled, .borderedProminent: return .white
        default: return tintColor
        }
    }

    /// The sizes of the shown title, subtitle and image (zero when absent).
    private var contentSizes: (title: CGSize, subtitle: CGSize, image: CGSize) {
        let content = shownContent
        func size(_ label: UILabel?, _ text: String?) -> CGSize {
            guard let label, let text, !text.isEmpty else { return .zero }
            return label.intrinsicContentSize
        }
        return (size(storedTitleLabel, content.title), size(storedSubtitleLabel, content.subtitle),
                content.image?.size ?? .zero)
    }

    /// The titles block (title over subtitle) and the whole content (with the image).
    private func contentLayout() -> (titles: CGSize, content: CGSize, imageIsBeside: Bool) {
        let sizes = contentSizes
        let configuration = storedConfiguration
        let hasTitle = sizes.title != .zero, hasSubtitle = sizes.subtitle != .zero, hasImage = sizes.image != .zero
        let titlePadding = hasTitle && hasSubtitle ? configuration?.titlePadding ?? 0 : 0
        let titles = CGSize(width: max(sizes.title.width, sizes.subtitle.width),
                            height: sizes.title.height + titlePadding + sizes.subtitle.height)
        let placement = configuration?.imagePlacement ?? .leading
        let beside = placement != .top && placement != .bottom
        let padding = hasImage && titles != .zero ? configuration?.imagePadding ?? 0 : 0
        let content = beside
            ? CGSize(width: sizes.image.width + padding + titles.width, height: max(sizes.image.height, titles.height))
            : CGSize(width: max(sizes.image.width, titles.width), height: sizes.image.height + padding + titles.height)
        return (titles, content, beside)
    }

    /// The insets around the content, as absolute edges.
    private var absoluteContentInsets: UIEdgeInsets {
        guard let configuration = storedConfiguration else { return storedContentEdgeInsets }
        let insets = configuration.contentInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    }

    var buttonIntrinsicSize: CGSize {
        if buttonType == .close { return CGSize(width: 30, height: 30) }
        let content = contentLayout().content
        let insets = absoluteContentInsets
        if storedConfiguration == nil, content == .zero { return CGSize(width: 30, height: 30) }
        var size = CGSize(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
        if storedConfiguration == nil { size.height = max(size.height, 30) }
        let scale = displayScaleOrOne
        func up(_ value: CGFloat) -> CGFloat { max(0, (value * scale - 1e-7).rounded(.up) / scale) }
        return CGSize(width: up(size.width), height: up(size.height))
    }

    /// Places the image view and labels inside the insets, as the content alignments say.
    func layOutContent() {
        let layout = contentLayout()
        let sizes = contentSizes
        let area = bounds.inset(by: absoluteContentInsets)
        let origin = CGPoint(x: alignedStart(layout.content.width, in: area.minX, area.width, horizontal: true),
                             y: alignedStart(layout.content.height, in: area.minY, area.height, horizontal: false))
        var image = CGRect(origin: origin, size: sizes.image)
        var titles = CGRect(origin: origin, size: layout.titles)
        let padding = sizes.image != .zero && layout.titles != .zero ? storedConfiguration?.imagePadding ?? 0 : 0
        switch storedConfiguration?.imagePlacement ?? .leading {
        case .top:
            titles.origin.y += sizes.image.height + padding
        case .bottom:
            image.origin.y += layout.titles.height + padding
        case .trailing:
            image.origin.x += layout.titles.width + padding
        default:
            titles.origin.x += sizes.image.width + padding
        }
        if layout.imageIsBeside {
            image.origin.y = origin.y + (layout.content.height - sizes.image.height) / 2
            titles.origin.y = origin.y + (layout.content.height - layout.titles.height) / 2
        } else {
            image.origin.x = origin.x + (layout.content.width - sizes.image.width) / 2
            titles.origin.x = origin.x + (layout.content.width - layout.titles.width) / 2
        }
        let titlePadding = sizes.title != .zero && sizes.subtitle != .zero ? storedConfiguration?.titlePadding ?? 0 : 0
        placeContent(storedImageView, CGRect(origin: image.origin, size: sizes.image))
        placeContent(storedTitleLabel, CGRect(x: titleX(sizes.title.width, in: titles), y: titles.minY,
                                                 width: sizes.title.width, height: sizes.title.height))
        placeContent(storedSubtitleLabel, CGRect(x: titleX(sizes.subtitle.width, in: titles),
                                                    y: titles.minY + sizes.title.height + titlePadding,
                                                    width: sizes.subtitle.width, height: sizes.subtitle.height))
    }

    /// Where a block of `length` starts inside `start…start + available` along one axis.
    private func alignedStart(_ length: CGFloat, in start: CGFloat, _ available: CGFloat, horizontal: Bool) -> CGFloat {
        if horizontal {
            switch effectiveContentHorizontalAlignment {
            case .left, .fill: return start
            case .right: return start + available - length
            default: return start + (available - length) / 2
            }
        }
        switch contentVerticalAlignment {
        case .top, .fill: return start
        case .bottom: return start + available - length
        default: return start + (available - length) / 2
        }
    }

    /// The x of a title line of `width` inside the titles block.
    private func titleX(_ width: CGFloat, in block: CGRect) -> CGFloat {
        let beside = storedConfiguration.map { $0.imagePlacement != .top && $0.imagePlacement != .bottom } ?? true
        let alignment = storedConfiguration?.titleAlignment ?? .center
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch alignment {
        case .leading: return rightToLeft ? block.maxX - width : block.minX
        case .trailing: return rightToLeft ? block.minX : block.maxX - width
        case .center: return block.minX + (block.width - width) / 2
        case .automatic:
            guard beside, storedImageView?.image != nil else { return block.minX + (block.width - width) / 2 }
            return rightToLeft ? block.maxX - width : block.minX
        }
    }

    /// Gives a content view a frame snapped to the pixel grid, if it exists. A frame it already
    /// has, but for the rounding error of a pass far from the origin, is left alone: setting it
    /// again would replace the view's autoresizing constraints and ask for another round.
    private func placeContent(_ view: UIView?, _ frame: CGRect) {
        guard let view else { return }
        let snapped = snapToPixels(frame, displayScaleOrOne)
        if !isSameFrame(view.frame, snapped) { view.frame = snapped }
    }
}
#endif
