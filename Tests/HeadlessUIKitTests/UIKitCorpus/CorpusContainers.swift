#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A sign-in form as app code builds one: a scrolling, margin-inset column of fields with a
/// header row and an optional field that hides, above a button bar that rides the keyboard
/// layout guide, with the scroll view's bottom inset following keyboard notifications.
final class CorpusFormView: UIView {
    let scrollView = UIScrollView()
    let column = UIStackView()
    let headerRow: UIStackView
    let avatar = CorpusBadgeView()
    let headline = UIView()
    let fields: [UIView]
    let referralField = UIView()
    let buttonBar = UIView()
    private(set) var keyboardOverlap: CGFloat = 0
    private(set) var lastAnimationDuration: Double = 0
    private var observers: [NSObjectProtocol] = []

    override init(frame: CGRect) {
        headerRow = UIStackView(arrangedSubviews: [avatar, headline])
        fields = (0..<3).map { _ in UIView() }
        super.init(frame: frame)
        avatar.diameter = 40
        headerRow.axis = .horizontal
        headerRow.alignment = .center
        headerRow.spacing = UIStackView.spacingUseSystem
        headerRow.setCustomSpacing(16, after: avatar)

        column.axis = .vertical
        column.alignment = .fill
        column.distribution = .fill
        column.spacing = 12
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        column.addArrangedSubview(headerRow)
        for field in fields { column.addArrangedSubview(field) }
        column.insertArrangedSubview(referralField, at: column.arrangedSubviews.count)
        column.setCustomSpacing(24, after: headerRow)
        column.translatesAutoresizingMaskIntoConstraints = false

        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        buttonBar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        addSubview(buttonBar)

        var constraints = [
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: buttonBar.topAnchor),
            column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            buttonBar.leadingAnchor.constraint(equalTo: leadingAnchor),
            buttonBar.trailingAnchor.constraint(equalTo: trailingAnchor),
            buttonBar.heightAnchor.constraint(equalToConstant: 56),
            buttonBar.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor),
            headline.heightAnchor.constraint(equalToConstant: 24),
        ]
        for field in fields + [referralField] {
            constraints.append(field.heightAnchor.constraint(equalToConstant: 44))
        }
        NSLayoutConstraint.activate(constraints)
        keyboardLayoutGuide.usesBottomSafeArea = true
        observeKeyboard()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows or hides the optional referral field; the column closes the gap.
    func setReferralVisible(_ visible: Bool) {
        referralField.isHidden = !visible
    }

    private func observeKeyboard() {
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            // No queue: the block runs where the keyboard posts, on the main actor. (Under Swift
            // Testing on Linux main-actor tests run off the main thread, and an observer on
            // `.main` would wait for a main queue that never drains.)
            let observer = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                // Delivered synchronously on the main actor; the notification never leaves it.
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated {
                    self?.keyboardWillMove(CorpusKeyboardMove(note))
                }
            }
            observers.append(observer)
        }
    }

    private func keyboardWillMove(_ move: CorpusKeyboardMove) {
        lastAnimationDuration = move.duration
        let frameInWindow = convert(bounds, to: nil)
        keyboardOverlap = move.isHiding ? 0 : max(0, frameInWindow.maxY - move.endFrame.minY)
        var inset = scrollView.contentInset
        inset.bottom = 0
        scrollView.contentInset = inset
        scrollView.verticalScrollIndicatorInsets.bottom = 0
    }
}

/// The values of a keyboard notification an app reads (frames are `NSValue` on iOS, `CGRect`
/// in HeadlessUIKit).
struct CorpusKeyboardMove: Sendable {
    let endFrame: CGRect
    let duration: Double
    let isHiding: Bool

    @MainActor
    init(_ note: Notification) {
        let info = note.userInfo ?? [:]
        #if canImport(UIKit)
        endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        #else
        endFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        #endif
        duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        isHiding = note.name == UIResponder.keyboardWillHideNotification
    }
}

/// A settings table with a fixed-height header and an empty footer, as app code assigns them.
@MainActor
struct CorpusSettingsTable {
    let table: UITableView
    let header: UIView

    init(width: CGFloat) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: .insetGrouped)
        header = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 96))
        table.tableHeaderView = header
        table.tableFooterView = UIView()
    }

    /// Changes the header's height; tables read it only when the header is assigned again.
    func resizeHeader(to height: CGFloat) {
        header.frame.size.height = height
        table.tableHeaderView = header
    }
}
