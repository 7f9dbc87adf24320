// EXPECT: success
// The control: every example of the Align guide (seeds/align-guide.md) as written, the unbalanced
// `(subtitle.top + 10) * 2)` written `title.top.align(with: (subtitle.top + 10) * 2)`, plus the
// guide's own `addSubview` extension pasted as written (it compiles next to the module's, which
// also takes `file:`/`line:`). The bare anchor expressions of the first example only warn.
import AutoLayoutAnchors

@MainActor final class GuideExamples {
    var widthConstraint: NSLayoutConstraint?

    func anchors() {
        let view = UIView()

        view.al.margins.top
        view.al.safeArea.top

        // Alternative syntax:
        view.layoutMarginsGuide.al.top
        view.safeAreaLayoutGuide.al.top
    }

    func accessing(view: UIView, title: UIView) {
        Constraints(for: view) {
            $0.top.pinToSuperview()
            $0.centerX.alignWithSuperview()
        }

        Constraints(for: view, activate: false) {
            self.widthConstraint = $0.width.set(0)
        }

        title.al.top.pinToSuperview()
    }

    func alignment(title: UIView, subtitle: UIView) {
        Constraints(for: title, subtitle) { title, subtitle in
            // Allowed:
            title.top.align(with: subtitle.top)
            title.top.align(with: subtitle.centerY)
            title.top.align(with: subtitle.firstBaseline)
        }

        Constraints(for: title, subtitle) { title, subtitle in
            title.top.align(with: subtitle.top * 2 + 10)
            title.top.align(with: (subtitle.top + 10) * 2) // This will also do the right thing
        }

        Constraints(for: title, subtitle) { title, subtitle in
            title.top.align(with: subtitle.top * 2 + 10, relation: .greaterThanOrEqual)
        }
    }

    func edges(view: UIView, title: UIView) {
        title.al.top.pinToSuperview()
        title.al.top.pinToSuperview(inset: 10)
        title.al.top.pinToSuperviewMargin()
        title.al.right.pin(to: view.layoutMarginsGuide, inset: 10)

        title.al.right.pinToSuperview(inset: 10)
        // NSLayoutConstraint(item: title, attribute: .right, toItem: title.superview!, attribute: .right, constant: -10)

        title.al.right.pinToSuperview(inset: 10, relation: .greaterThanOrEqual)
    }

    func centers(title: UIView) {
        title.al.centerY.alignWithSuperview()
        title.al.centerY.alignWithSuperview(offset: 10)
    }

    func dimensions(title: UIView) {
        title.al.width.set(44)
        title.al.width.set(44, relation: .lessThanOrEqual)

        title.al.width.match(title.al.height)
        title.al.width.match(title.al.height * 2) // aspect ratio
    }

    func collections(view: UIView, stack: UIView, title: UIView, container: UIView) {
        view.addSubview(stack) {
            $0.edges.pinToSuperview() // pins the edges to fill the superview
            $0.edges.pinToSuperview(insets: Insets(10)) // with insets
            $0.edges.pinToSuperviewMargins() // or margins
            $0.edges(.left, .right).pinToSuperview() // fill along horizontal axis
        }

        Constraints(for: title) {
            $0.center.alignWithSuperview() // centers in a superview
            $0.center.align(with: view.al.center)
        }

        Constraints(for: view, container) { view, container in
            view.size.set(CGSize(width: 44, height: 44))
            view.size.match(container.size)
        }

        view.addSubview(stack) {
            $0.edges(.left, .right).pinToSuperview() // fill along horizontal axis
            $0.centerY.alignWithSuperview() // center along vertical axis
        }
    }
}

// MARK: - UIView + Constraints

public extension UIView {
    @discardableResult @nonobjc func addSubview(_ a: UIView, constraints: (LayoutProxy<UIView>) -> Void) -> Constraints {
        addSubview(a)
        return Constraints(for: a, constraints)
    }

    @discardableResult @nonobjc func addSubview(_ a: UIView, _ b: UIView, constraints: (LayoutProxy<UIView>, LayoutProxy<UIView>) -> Void) -> Constraints {
        [a, b].forEach(addSubview)
        return Constraints(for: a, b, constraints)
    }

    @discardableResult @nonobjc func addSubview(_ a: UIView, _ b: UIView, _ c: UIView, constraints: (LayoutProxy<UIView>, LayoutProxy<UIView>, LayoutProxy<UIView>) -> Void) -> Constraints {
        [a, b, c].forEach(addSubview)
        return Constraints(for: a, b, c, constraints)
    }

    @discardableResult @nonobjc func addSubview(_ a: UIView, _ b: UIView, _ c: UIView, _ d: UIView, constraints: (LayoutProxy<UIView>, LayoutProxy<UIView>, LayoutProxy<UIView>, LayoutProxy<UIView>) -> Void) -> Constraints {
        [a, b, c, d].forEach(addSubview)
        return Constraints(for: a, b, c, d, constraints)
    }
}
