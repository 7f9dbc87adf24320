#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An app's root as a scene delegate builds it: two tabs, each a navigation stack, the first with
/// large titles; a detail screen pushed with its toolbar shown.
@MainActor enum CorpusTabbedApp {
    /// The list screen: a card pinned under the bar, inside the margins.
    final class ListViewController: UIViewController {
        let card = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            navigationItem.largeTitleDisplayMode = .always
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
                card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                card.heightAnchor.constraint(equalToConstant: 120),
            ])
        }
    }

    /// A detail screen whose footer sits on the toolbar.
    final class DetailViewController: UIViewController {
        let footer = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.largeTitleDisplayMode = .never
            toolbarItems = [UIBarButtonItem(systemItem: .flexibleSpace)]
            footer.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(footer)
            NSLayoutConstraint.activate([
                footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                footer.heightAnchor.constraint(equalToConstant: 40),
            ])
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setToolbarHidden(false, animated: animated)
        }
    }

    /// The root: a tab bar controller over two navigation controllers.
    static func makeRoot() -> (tabs: UITabBarController, list: ListViewController) {
        let list = ListViewController()
        let inbox = UINavigationController(rootViewController: list)
        inbox.navigationBar.prefersLargeTitles = true
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let settings = UINavigationController(rootViewController: UIViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.setViewControllers([inbox, settings], animated: false)
        return (tabs, list)
    }
}
