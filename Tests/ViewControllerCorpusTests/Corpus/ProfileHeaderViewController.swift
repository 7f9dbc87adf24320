import AutoLayoutConvenience

/// A profile header with the DSL: an avatar centred at the top of the safe area, a name below
/// it, and two counters side by side in the margins.
final class ProfileHeaderViewController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel(text: "Ada Lovelace", textStyle: .headline, alignment: .center)
    let followers = UILabel(text: "1,024 followers", textStyle: .footnote, alignment: .center)
    let following = UILabel(text: "64 following", textStyle: .footnote, alignment: .center)

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.constrain(widthAndHeight: 96)
        view.addSubview(avatar, pinnedTo: .top, of: .safeArea, horizontally: .center, spacing: 24)
        view.addSubview(nameLabel, pinningBelow: avatar, horizontally: .filling(.layoutMargins), spacing: 12)
        let counters = UIView.horizontallyStacked(followers, following, spacing: 8)
        view.addSubview(counters, pinningBelow: nameLabel, horizontally: .filling(.layoutMargins), spacing: 8)
    }
}
