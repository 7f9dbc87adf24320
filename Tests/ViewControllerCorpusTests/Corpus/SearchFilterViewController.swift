import AutoLayoutConvenience

/// A search screen: a search bar and a scope filter at the top, a spinner while results load,
/// a count of results, and a toast that slides in with a property animator. A tap outside the
/// fields ends editing; a long press on the count copies it.
final class SearchFilterViewController: UIViewController, UISearchBarDelegate, UIGestureRecognizerDelegate {
    let searchBar = UISearchBar()
    let scope = UISegmentedControl(items: ["All", "Recent", "Saved"])
    let spinner = UIActivityIndicatorView(style: .large)
    let countLabel = UILabel()
    let toast = UILabel()
    let dismissTap = UITapGestureRecognizer()
    let copyPress = UILongPressGestureRecognizer()
    private var toastBottom: NSLayoutConstraint?
    private(set) var queries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.placeholder = "Search"
        searchBar.searchBarStyle = .minimal
        searchBar.delegate = self
        searchBar.accessibilityIdentifier = "search"
        scope.selectedSegmentIndex = 0
        scope.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        spinner.color = .secondaryLabel
        countLabel.font = .preferredFont(forTextStyle: .footnote)
        countLabel.textColor = .secondaryLabel
        countLabel.isUserInteractionEnabled = true
        countLabel.accessibilityHint = "Touch and hold to copy"
        toast.text = "Copied"
        toast.textAlignment = .center
        toast.backgroundColor = .label
        toast.textColor = .systemBackground
        toast.layer.cornerRadius = 12
        toast.layer.masksToBounds = true
        toast.alpha = 0

        let header = UIView.verticallyStacked(searchBar, scope, spacing: 8)
        view.addSubview(header, pinnedTo: .top, of: .safeArea, insets: .horizontal(16))
        view.addSubview(spinner, centeredIn: .safeArea)
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        toast.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countLabel)
        view.addSubview(toast)
        let toastBottom = toast.topAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            countLabel.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 12),
            countLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            toast.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            toast.widthAnchor.constraint(equalToConstant: 160),
            toast.heightAnchor.constraint(equalToConstant: 44),
            toastBottom,
        ])
        self.toastBottom = toastBottom

        dismissTap.cancelsTouchesInView = false
        dismissTap.delegate = self
        view.addGestureRecognizer(dismissTap)
        copyPress.minimumPressDuration = 0.4
        countLabel.addGestureRecognizer(copyPress)
        #if canImport(ObjectiveC)
        dismissTap.addTarget(self, action: #selector(dismissTappedFromGesture))
        copyPress.addTarget(self, action: #selector(copyPressedFromGesture))
        #else
        dismissTap.headlessAddAction { [weak self] _ in self?.dismissTapped() }
        copyPress.headlessAddAction { [weak self] _ in self?.copyPressed() }
        #endif
    }

    /// Starts a search: the spinner shows until `showResults(_:)`.
    func reload() {
        countLabel.text = nil
        spinner.startAnimating()
    }

    /// Shows the number of results and stops the spinner.
    func showResults(_ count: Int) {
        spinner.stopAnimating()
        countLabel.text = "\(count) results"
    }

    /// Slides the toast up above the safe area's bottom.
    func showToast() {
        guard let toastBottom else { return }
        view.layoutIfNeeded()
        let animator = UIViewPropertyAnimator(duration: 0.35, dampingRatio: 0.8) {
            self.toast.alpha = 1
            toastBottom.constant = -(self.view.safeAreaInsets.bottom + 44 + 16)
            self.view.layoutIfNeeded()
        }
        animator.addCompletion { [weak self] _ in self?.toast.accessibilityLabel = "Copied to the clipboard" }
        animator.startAnimation()
    }

    /// Ends editing when the user taps outside the fields.
    func dismissTapped() {
        view.endEditing(true)
    }

    /// Confirms the copy when the long press begins.
    func copyPressed() {
        guard copyPress.state == .began else { return }
        showToast()
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        queries.append(searchText)
        reload()
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UIControl)
    }
}

#if canImport(ObjectiveC)
extension SearchFilterViewController {
    @objc private func dismissTappedFromGesture() { dismissTapped() }
    @objc private func copyPressedFromGesture() { copyPressed() }
}
#endif
