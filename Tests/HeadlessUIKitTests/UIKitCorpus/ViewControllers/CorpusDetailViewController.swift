#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A detail screen: a header image under the status bar, an avatar overlapping its bottom edge,
/// and a content panel that fills the rest of the safe area.
final class CorpusDetailViewController: UIViewController {
    let header = UIView()
    let avatar = UIView()
    let panel = UIView()

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        [header, panel, avatar].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.25),
            avatar.centerYAnchor.constraint(equalTo: header.bottomAnchor),
            avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 96),
            avatar.heightAnchor.constraint(equalToConstant: 96),
            panel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
            panel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            panel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
}
