import AutoLayoutConvenience
import VisualFormat

/// A sign-up screen with `AutolayoutHelper`: three rows in Visual Format Language and an
/// equation that keeps the button as wide as half the fields.
final class HelperSignUpViewController: UIViewController {
    let email = UIView()
    let password = UIView()
    let button = UIView()
    private(set) var layout: AutolayoutHelper?

    override func viewDidLoad() {
        super.viewDidLoad()
        layout = try? AutolayoutHelper.configureView(view, subViews: ["email": email, "password": password, "button": button],
            metrics: ["row": 44],
            constraints: [
                "H:|-[email]-|", "H:|-[password]-|",
                "V:|-(80)-[email(row)]-12-[password(row)]-24-[button(50)]",
                "X:button.width == email.width * 0.5",
                "X:button.centerX == superview.centerX",
            ])
    }
}
