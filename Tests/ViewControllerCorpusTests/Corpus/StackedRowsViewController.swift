import AutoLayoutConvenience

/// Settings rows in a UIKit stack view with layout margins, laid out with plain anchors.
final class StackedRowsViewController: UIViewController {
    let stack = UIStackView()
    private(set) var rows: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        for height in [44, 44, 88] as [CGFloat] {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: height).isActive = true
            stack.addArrangedSubview(row)
            rows.append(row)
        }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
