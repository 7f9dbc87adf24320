import AutoLayoutConvenience

/// A toolbar of three buttons laid out with UIKit's Visual Format Language, centred on one line.
final class FormatToolbarViewController: UIViewController {
    let back = UIView()
    let titleView = UIView()
    let share = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let views = ["back": back, "title": titleView, "share": share]
        for subview in views.values {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[back(44)]-[title]-[share(==back)]-|", options: [.alignAllCenterY], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[back(44)]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[title(28)]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[share(==back)]", metrics: nil, views: views)
        constraints.append(back.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8))
        NSLayoutConstraint.activate(constraints)
    }
}
