#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A sign-in screen as apps build one in code: a logo, two fields and a button in the margins.
final class CorpusLoginViewController: UIViewController {
    let logo = UIView()
    let emailField = UIView()
    let passwordField = UIView()
    let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for subview in [logo, emailField, passwordField, signInButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            logo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logo.widthAnchor.constraint(equalToConstant: 80),
            logo.heightAnchor.constraint(equalTo: logo.widthAnchor),
            emailField.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 32),
            emailField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
            signInButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            signInButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}
