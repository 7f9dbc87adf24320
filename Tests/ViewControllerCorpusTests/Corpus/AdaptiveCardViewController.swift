import AutoLayoutConvenience

/// A card that puts its image above its text when the height is regular and beside it when the
/// height is compact, with the DSL's conditional constraints.
final class AdaptiveCardViewController: UIViewController {
    let image = UIView()
    let text = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        image.constrain(widthAndHeight: 120)
        text.constrain(height: 80)
        UIView.if(.verticallyCompact) {
            view.addSubview(image, pinnedTo: .topLeading, of: .layoutMargins)
            view.addSubview(text, fillingRemainingSpaceAfter: image, in: .layoutMargins, vertically: .top(in: .layoutMargins), spacing: 16)
        } else: {
            view.addSubview(image, pinnedTo: .top, of: .layoutMargins, horizontally: .center)
            view.addSubview(text, pinningBelow: image, horizontally: .filling(.layoutMargins), spacing: 16)
        }
    }
}
