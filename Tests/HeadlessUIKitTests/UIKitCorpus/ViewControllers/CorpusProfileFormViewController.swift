#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A profile form whose fields sit in the readable content guide, so they stay readable on an
/// iPad, and whose save button hugs the keyboard layout guide.
final class CorpusProfileFormViewController: UIViewController {
    let nameField = UIView()
    let bioField = UIView()
    let saveButton = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        [nameField, bioField, saveButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            nameField.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            nameField.heightAnchor.constraint(equalToConstant: 44),
            bioField.topAnchor.constraint(equalToSystemSpacingBelow: nameField.bottomAnchor, multiplier: 2),
            bioField.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            bioField.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            bioField.heightAnchor.constraint(equalToConstant: 120),
            saveButton.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            saveButton.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            saveButton.heightAnchor.constraint(equalToConstant: 50),
            saveButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
        ])
    }
}
