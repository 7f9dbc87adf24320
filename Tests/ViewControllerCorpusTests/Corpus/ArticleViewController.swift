import AutoLayoutConvenience

/// An article screen with the DSL: a header image over the top safe area, a title and a body
/// stacked in the readable guide below it, scrolling when the text is long.
final class ArticleViewController: UIViewController {
    let header = UIView()
    let titleLabel = UILabel(text: "A long read", textStyle: .title1)
    let bodyLabel = UILabel(text: String(repeating: "Paragraph text. ", count: 12), textStyle: .body)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header, filling: .top(.superview, leading: .superview, bottom: .none, trailing: .superview))
        header.constrain(height: 200)
        let text = UIView.verticallyStacked(titleLabel, bodyLabel, spacing: 12)
        view.addSubview(text.verticallyScrollable(), fillingRemainingSpaceBelow: header, in: .safeArea,
                        horizontally: .filling(.readableContent), spacing: 0)
    }
}
