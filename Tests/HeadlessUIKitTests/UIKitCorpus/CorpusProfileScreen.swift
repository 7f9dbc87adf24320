#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A screen built the way app code builds one: safe area, margins, the readable content guide,
/// a spacer layout guide, a legacy `NSLayoutConstraint` initialiser, an autoresizing background
/// and a right-to-left toolbar.
@MainActor
struct CorpusProfileScreen {
    let background: UIView
    let card: CorpusProfileCardView
    let toolbar: UIView
    let toolbarLeadingItem: UIView
    let toolbarTrailingItem: UIView
    let content: UIView
    let footer: UIView
    let spacer: UILayoutGuide
    let footerBottom: NSLayoutConstraint

    init(in container: UIView) {
        background = UIView(frame: container.bounds)
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(background)

        card = CorpusProfileCardView()
        toolbar = UIView()
        toolbarLeadingItem = UIView()
        toolbarTrailingItem = UIView()
        content = UIView()
        footer = UIView()
        for view in [card, toolbar, content, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        for item in [toolbarLeadingItem, toolbarTrailingItem] {
            item.translatesAutoresizingMaskIntoConstraints = false
            toolbar.addSubview(item)
        }
        spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        container.addLayoutGuide(spacer)

        let safeArea = container.safeAreaLayoutGuide
        let margins = container.layoutMarginsGuide
        let readable = container.readableContentGuide
        footerBottom = NSLayoutConstraint(item: footer, attribute: .bottom, relatedBy: .equal,
                                          toItem: safeArea, attribute: .bottom, multiplier: 1, constant: -10)
        footerBottom.identifier = "footer-bottom"

        toolbar.semanticContentAttribute = .forceRightToLeft
        toolbar.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)

        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            toolbar.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
            toolbar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
            toolbarLeadingItem.leadingAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.leadingAnchor),
            toolbarTrailingItem.trailingAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.trailingAnchor),
            toolbarLeadingItem.widthAnchor.constraint(equalToConstant: 30),
            toolbarTrailingItem.widthAnchor.constraint(equalTo: toolbarLeadingItem.widthAnchor),
            toolbarLeadingItem.heightAnchor.constraint(equalToConstant: 30),
            toolbarTrailingItem.heightAnchor.constraint(equalToConstant: 30),
            toolbarLeadingItem.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor),
            toolbarTrailingItem.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor),

            footerBottom,
            footer.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 45),

            spacer.topAnchor.constraint(equalTo: card.bottomAnchor),
            spacer.bottomAnchor.constraint(equalTo: footer.topAnchor),
            spacer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: container.trailingAnchor),

            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            content.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: 11.5),
            content.heightAnchor.constraint(equalToConstant: 200),
            content.centerYAnchor.constraint(equalTo: spacer.centerYAnchor),
        ])
    }

    /// Moves the footer up by `offset` points, as a keyboard-avoiding screen would.
    func liftFooter(by offset: CGFloat) {
        footerBottom.constant = -10 - offset
    }

    /// The fitting size of a fresh card, as a table cell would compute it.
    static func cardFittingSize(width: CGFloat) -> CGSize {
        CorpusProfileCardView().systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
}
