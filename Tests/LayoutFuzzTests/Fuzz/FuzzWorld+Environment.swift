#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps that change the environment: text, stacks, rotation, traits, the keyboard, layout.
extension FuzzWorld {
    func labelText(_ random: inout FuzzRandom) {
        guard let label = views.compactMap({ $0 as? UILabel }).randomElement(using: &random) else { return }
        label.text = String(repeating: "Text ", count: random.below(40))
        label.numberOfLines = random.pick([0, 1, 3])
        note("text of \(name(label))")
    }

    func stackChange(_ random: inout FuzzRandom) {
        guard let stack = views.compactMap({ $0 as? UIStackView }).randomElement(using: &random) else { return }
        switch random.below(4) {
        case 0: stack.axis = stack.axis == .vertical ? .horizontal : .vertical
        case 1: stack.spacing = random.constant(extremes: extremes)
        case 2: stack.arrangedSubviews.randomElement(using: &random)?.isHidden.toggle()
        default: stack.arrangedSubviews.randomElement(using: &random).map(stack.removeArrangedSubview)
        }
        note("change \(name(stack))")
    }

    func rotate(_ random: inout FuzzRandom) {
        window.headlessOrientation = window.headlessOrientation == .portrait ? .landscape : .portrait
        note("rotate to \(window.headlessOrientation)")
    }

    func traits(_ random: inout FuzzRandom) {
        switch random.below(3) {
        case 0: window.traitOverrides.userInterfaceStyle = random.pick([.light, .dark])
        case 1: window.traitOverrides.preferredContentSizeCategory = random.pick([.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
        default: window.traitOverrides.layoutDirection = random.pick([.leftToRight, .rightToLeft])
        }
        note("traits \(window.traitCollection.userInterfaceStyle.rawValue)/\(window.traitCollection.preferredContentSizeCategory.rawValue)")
    }

    func keyboard(_ random: inout FuzzRandom) {
        if window.headlessKeyboard.isVisible, random.chance(50) {
            window.headlessKeyboard.hide()
            note("keyboard hide")
        } else {
            let height = CGFloat(random.below(400))
            window.headlessKeyboard.show(height: height)
            note("keyboard show \(height)")
        }
    }

    func setNeedsLayout(_ random: inout FuzzRandom) {
        let view = parents.randomElement(using: &random)
        view?.setNeedsLayout()
        note("setNeedsLayout \(name(view))")
    }
}
#endif
