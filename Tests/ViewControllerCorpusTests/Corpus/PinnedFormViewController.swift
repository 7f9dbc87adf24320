import AutoLayoutPins

/// A two-field form with the `Pin` idiom: fields pinned to the margins, one below the other,
/// and a button pinned under them.
final class PinnedFormViewController: UIViewController {
    let nameField = UIView()
    let emailField = UIView()
    let saveButton = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [nameField, emailField, saveButton] { view.addSubview(field) }
        nameField.pushPins([.leadingMargin(0), .trailingMargin(0), .topMargin(24), .heightConstant(44)])
        emailField.pushPins([.leading(0), .trailing(0), .below(12), .height(0)], relativeTo: nameField)
        saveButton.pushPins([.centerX(0), .below(24)], relativeTo: emailField)
        saveButton.pushPins([.widthConstant(160), .heightConstant(50)])
    }
}
