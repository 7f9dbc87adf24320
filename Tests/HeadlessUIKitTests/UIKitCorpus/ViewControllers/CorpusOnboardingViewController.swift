#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An onboarding page laid out with the Visual Format Language: an illustration, a caption
/// block and a continue button held to the bottom of the safe area.
final class CorpusOnboardingViewController: UIViewController {
    let illustration = UIView()
    let caption = UIView()
    let continueButton = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let guide = view.safeAreaLayoutGuide
        let views: [String: Any] = ["illustration": illustration, "caption": caption, "button": continueButton]
        for case let subview as UIView in views.values {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        var constraints: [NSLayoutConstraint] = []
        for format in ["H:|-[illustration]-|", "H:|-[caption]-|", "H:|-[button]-|"] {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
        }
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[illustration(240)]-24-[caption(80)]", options: [], metrics: nil, views: views)
        constraints += [
            illustration.topAnchor.constraint(equalTo: guide.topAnchor, constant: 32),
            continueButton.heightAnchor.constraint(equalToConstant: 50),
            continueButton.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
        ]
        NSLayoutConstraint.activate(constraints)
    }
}
