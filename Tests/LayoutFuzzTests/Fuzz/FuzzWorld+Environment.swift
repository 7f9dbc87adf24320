#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps that change the environment and content: text, titles, images, stacks, margins,
// rotation, traits, the keyboard, layout requests, the run loop, animations and debug queries.
extension FuzzWorld {
    func labelText(_ random: inout FuzzRandom) {
        if let textView = anyView(of: UITextView.self, &random), random.chance(20) {
            textView.text = text(&random)
            note("text of \(name(textView))")
            return
        }
        guard let label = anyView(of: UILabel.self, &random) else { return }
        label.text = random.chance(10) ? nil : text(&random)
        label.numberOfLines = random.pick([0, 1, 3])
        if random.chance(30) { label.preferredMaxLayoutWidth = random.chance(50) ? 0 : CGFloat(random.below(300)) }
        if random.chance(20) { label.font = .systemFont(ofSize: CGFloat(1 + random.below(60))) }
        note("text of \(name(label)): \(label.text?.count ?? -1) characters, \(label.numberOfLines) lines")
    }

    func buttonTitle(_ random: inout FuzzRandom) {
        guard let button = anyView(of: UIButton.self, &random) else { return }
        let title = random.chance(20) ? nil : text(&random)
        button.setTitle(title, for: .normal)
        if random.chance(30) { button.setImage(UIImage(headlessSize: CGSize(width: random.below(40), height: random.below(40))), for: .normal) }
        note("title of \(name(button)): \(title?.count ?? -1) characters")
    }

    func imageChange(_ random: inout FuzzRandom) {
        guard let imageView = anyView(of: UIImageView.self, &random) else { return }
        imageView.image = random.chance(20) ? nil : UIImage(headlessSize: CGSize(width: random.below(300), height: random.below(300)),
                                                           scale: random.pick([1, 2, 3]))
        note("image of \(name(imageView)): \(imageView.image.map { "\($0.size)" } ?? "nil")")
    }

    func stackChange(_ random: inout FuzzRandom) {
        guard let stack = anyView(of: UIStackView.self, &random) else { return }
        switch random.below(8) {
        case 0: stack.axis = stack.axis == .vertical ? .horizontal : .vertical
        case 1: stack.spacing = random.constant(extremes: extremes)
        case 2: stack.arrangedSubviews.randomElement(using: &random)?.isHidden.toggle()
        case 3: stack.arrangedSubviews.randomElement(using: &random).map(stack.removeArrangedSubview)
        case 4: stack.distribution = random.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
        case 5: stack.alignment = random.pick([.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline])
        case 6:
            if let view = stack.arrangedSubviews.randomElement(using: &random) {
                stack.setCustomSpacing(random.pick([random.constant(extremes: extremes), UIStackView.spacingUseDefault, UIStackView.spacingUseSystem]), after: view)
            }
        default:
            stack.isLayoutMarginsRelativeArrangement.toggle()
            stack.isBaselineRelativeArrangement = random.chance(30)
        }
        note("change \(name(stack)): axis \(stack.axis.rawValue) \(stack.distribution.rawValue)/\(stack.alignment.rawValue) spacing \(stack.spacing) arranged \(stack.arrangedSubviews.map { name($0) })")
    }

    func margins(_ random: inout FuzzRandom) {
        guard let view = parents.randomElement(using: &random) else { return }
        switch random.below(5) {
        case 0:
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: random.constant(extremes: extremes), leading: random.constant(extremes: extremes),
                                                                    bottom: random.constant(extremes: extremes), trailing: random.constant(extremes: extremes))
        case 1: view.layoutMargins = UIEdgeInsets(top: 0, left: random.constant(extremes: extremes), bottom: 0, right: random.constant(extremes: extremes))
        case 2: view.insetsLayoutMarginsFromSafeArea.toggle()
        case 3: view.preservesSuperviewLayoutMargins.toggle()
        default: view.semanticContentAttribute = random.pick([.unspecified, .forceLeftToRight, .forceRightToLeft, .playback])
        }
        note("margins of \(name(view)): \(view.directionalLayoutMargins) fromSafeArea \(view.insetsLayoutMarginsFromSafeArea) preserves \(view.preservesSuperviewLayoutMargins) semantic \(view.semanticContentAttribute.rawValue)")
    }

    func rotate(_ random: inout FuzzRandom) {
        window.headlessOrientation = window.headlessOrientation == .portrait ? .landscape : .portrait
        note("rotate to \(window.headlessOrientation)")
    }

    /// Changes one overridden trait of `view`.
    func overrideTrait(of view: UIView, _ random: inout FuzzRandom) -> String {
        switch random.below(6) {
        case 0:
            view.traitOverrides.userInterfaceStyle = random.pick([.light, .dark, .unspecified])
            return "style \(view.traitCollection.userInterfaceStyle.rawValue)"
        case 1:
            view.traitOverrides.preferredContentSizeCategory = random.pick([.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
            return "content size \(view.traitCollection.preferredContentSizeCategory.rawValue)"
        case 2:
            view.traitOverrides.layoutDirection = random.pick([.leftToRight, .rightToLeft])
            return "direction \(view.traitCollection.layoutDirection.rawValue)"
        case 3:
            view.traitOverrides.horizontalSizeClass = random.pick([.compact, .regular])
            return "horizontal size class \(view.traitCollection.horizontalSizeClass.rawValue)"
        case 4:
            view.traitOverrides.verticalSizeClass = random.pick([.compact, .regular])
            return "vertical size class \(view.traitCollection.verticalSizeClass.rawValue)"
        default:
            view.traitOverrides.legibilityWeight = random.pick([.regular, .bold])
            return "legibility \(view.traitCollection.legibilityWeight.rawValue)"
        }
    }

    func traits(_ random: inout FuzzRandom) {
        note("window traits: \(overrideTrait(of: window, &random))")
    }

    func viewTraits(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        note("traits of \(name(view)): \(overrideTrait(of: view, &random))")
    }

    func keyboard(_ random: inout FuzzRandom) {
        if window.headlessKeyboard.isVisible, random.chance(50) {
            window.headlessKeyboard.hide(duration: random.pick([0, 0.25]))
            note("keyboard hide")
        } else {
            let height: CGFloat? = random.chance(20) ? nil : random.pick([CGFloat(random.below(400)), -1, 2_000, .infinity])
            window.headlessKeyboard.show(height: height, duration: random.pick([0, 0.25]))
            note("keyboard show \(height.map { "\($0)" } ?? "default")")
        }
    }

    func setNeedsLayout(_ random: inout FuzzRandom) {
        let view = (parents + views).randomElement(using: &random)
        switch random.below(3) {
        case 0: view?.setNeedsLayout()
        case 1: view?.setNeedsUpdateConstraints()
        default: view?.invalidateIntrinsicContentSize()
        }
        note("setNeedsLayout/UpdateConstraints/invalidateIntrinsicContentSize \(name(view))")
    }

    func layoutSubview(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        note("layoutIfNeeded on \(name(view))")
        view.layoutIfNeeded()
    }

    func drainRunLoop(_ random: inout FuzzRandom) {
        note("drain the run loop")
        HeadlessRunLoop.main.drain()
    }

    func animate(_ random: inout FuzzRandom) {
        guard let constraint = constraints.randomElement(using: &random) else { return }
        let constant = random.constant(extremes: extremes), window = window
        note("animate constant \(constant) of \(constraint)")
        UIView.animate(withDuration: 0.3) {
            constraint.constant = constant
            window.layoutIfNeeded()
        }
    }

    func inspect(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        let fitting = view.systemLayoutSizeFitting(random.pick([UIView.layoutFittingCompressedSize, UIView.layoutFittingExpandedSize,
                                                                CGSize(width: 320, height: 0)]),
                                                   withHorizontalFittingPriority: random.chance(50) ? .required : .fittingSizeLevel,
                                                   verticalFittingPriority: .fittingSizeLevel)
        let ambiguous = view.hasAmbiguousLayout
        let affecting = view.constraintsAffectingLayout(for: random.pick([.horizontal, .vertical])).count
        let guideAmbiguous = view.layoutMarginsGuide.hasAmbiguousLayout
        if ![fitting.width, fitting.height].allSatisfy({ $0.isFinite && $0 >= 0 }) {
            problems.append("systemLayoutSizeFitting of \(name(view)) returned \(fitting)")
        }
        note("inspect \(name(view)): fitting \(fitting) ambiguous \(ambiguous)/\(guideAmbiguous) affecting \(affecting)")
    }
}
#endif
