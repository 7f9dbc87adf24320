import AutoLayoutConvenience
import VisualFormat

/// A sign-up screen with `AutolayoutHelper`: three rows in Visual Format Language and an
/// equation that keeps the button as wide as half the fields. Return in the email field moves
/// to the password; return there, or the button, signs up.
final class HelperSignUpViewController: UIViewController, UITextFieldDelegate {
    let email = UITextField()
    let password = UITextField()
    let button = UIButton(configuration: .filled())
    private(set) var layout: AutolayoutHelper?
    /// Called with the email address when the user signs up.
    var onSignUp: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        email.placeholder = "Email"
        email.keyboardType = .emailAddress
        email.textContentType = .emailAddress
        email.autocapitalizationType = .none
        email.returnKeyType = .next
        email.delegate = self
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.textContentType = .password
        password.returnKeyType = .done
        password.delegate = self
        button.configuration?.title = "Sign Up"
        button.addAction(UIAction { [weak self] _ in self?.signUp() }, for: .touchUpInside)
        layout = try? AutolayoutHelper.configureView(view, subViews: ["email": email, "password": password, "button": button],
            metrics: ["row": 44],
            constraints: [
                "H:|-[email]-|", "H:|-[password]-|",
                "V:|-(80)-[email(row)]-12-[password(row)]-24-[button(50)]",
                "X:button.width == email.width * 0.5",
                "X:button.centerX == superview.centerX",
            ])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === email {
            password.becomeFirstResponder()
        } else {
            signUp()
        }
        return true
    }

    private func signUp() {
        view.endEditing(true)
        onSignUp?(email.text ?? "")
    }
}
