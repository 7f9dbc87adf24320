import AutoLayoutAnchors

/// Two panes side by side with the typed anchors, the first a third of the width.
final class AnchoredSplitViewController: UIViewController {
    let sidebar = UIView()
    let detail = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sidebar)
        view.addSubview(detail)
        Constraints(for: sidebar, detail) { sidebar, detail in
            sidebar.edges(.top, .bottom).pinToSuperview()
            sidebar.leading.pinToSuperview()
            sidebar.width.match(detail.width * 0.5)
            detail.edges(.top, .bottom, .trailing).pinToSuperview()
            detail.leading.equal(sidebar.trailing)
        }
    }
}
