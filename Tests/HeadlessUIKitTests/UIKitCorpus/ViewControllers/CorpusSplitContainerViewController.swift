#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A container that shows two child controllers, a list above and a detail below, with
/// UIKit's containment calls, and gives the detail extra safe area for a floating toolbar.
final class CorpusSplitContainerViewController: UIViewController {
    let list = UIViewController()
    let detail = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [list, detail] {
            addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        detail.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 56, right: 0)
        NSLayoutConstraint.activate([
            list.view.topAnchor.constraint(equalTo: view.topAnchor),
            list.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.view.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.4),
            detail.view.topAnchor.constraint(equalTo: list.view.bottomAnchor),
            detail.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            detail.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            detail.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// Removes the detail child with UIKit's calls.
    func removeDetail() {
        detail.willMove(toParent: nil)
        detail.view.removeFromSuperview()
        detail.removeFromParent()
    }
}
