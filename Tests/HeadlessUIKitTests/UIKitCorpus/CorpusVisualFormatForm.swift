#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A sign-in form laid out with UIKit's Visual Format Language, the way pre-anchor code did.
final class CorpusVisualFormatForm: UIView {
    let titleLabel = UIView()
    let emailField = UIView()
    let passwordField = UIView()
    let signInButton = UIView()
    let helpButton = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let views: [String: Any] = [
            "title": titleLabel, "email": emailField, "password": passwordField, "signIn": signInButton, "help": helpButton,
        ]
        for case let view as UIView in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let metrics: [String: Any] = ["top": 40, "field": 44 as CGFloat, "gap": 12.0]
        var constraints: [NSLayoutConstraint] = []
        for format in ["H:|-[title]-|", "H:|-[email]-|", "H:|-[password]-|", "H:|-[signIn]-[help(==signIn)]-|"] {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views)
        }
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-top-[title(30)]-[email(field)]-gap-[password(field)]-20-[signIn(field@750)]",
            options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:[signIn]-[help]", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
