import AutoLayoutConvenience

/// A compose screen with the DSL: a text area filling the margins down to a send bar that rides
/// on the keyboard.
final class ComposeViewController: UIViewController {
    let textArea = UIView()
    let sendBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        sendBar.constrain(height: 52)
        view.addSubview(sendBar, filling: .top(.none, leading: .superview, bottom: .keyboardSafeArea, trailing: .superview))
        view.addSubview(textArea, fillingRemainingSpaceAbove: sendBar, in: .safeArea, horizontally: .filling(.layoutMargins), spacing: 0)
    }
}
