import AutoLayoutPins

/// A banner with the `Pin` idiom that changes height on demand with `updatePins`.
final class PinnedBannerViewController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        banner.pushPins([.leading(0), .trailing(0), .topMargin(0), .heightConstant(60)])
    }

    /// Makes the banner taller.
    func expand() {
        banner.updatePins([.heightConstant(120)])
    }
}
