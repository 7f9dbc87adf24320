#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// App code from before strict concurrency, compiled in Swift 5 mode: a builder that is not
/// isolated to the main actor creates and constrains views, as countless apps do. Against UIKit
/// this compiles (its API is imported with `@preconcurrency` leniency); it must against
/// HeadlessUIKit too.
final class LegacyProfileHeaderBuilder {
    let inset: CGFloat = 16

    func makeHeader(name: String) -> (container: UIView, avatar: UIView, label: UILabel) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let avatar = UIView()
        avatar.backgroundColor = .systemBlue
        let label = UILabel()
        label.text = name
        label.numberOfLines = 1
        for view in [avatar, label] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
            avatar.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            label.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            label.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -inset),
        ])
        container.setNeedsLayout()
        return (container, avatar, label)
    }
}

/// A free function, also not isolated, that lays a view out.
func layOutNow(_ view: UIView) {
    view.layoutIfNeeded()
}
