#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps that make, move and drop views.
extension FuzzWorld {
    /// A new view of a random kind: plain, label, button, image, stack or scroll view.
    func makeView(_ random: inout FuzzRandom) -> UIView {
        switch random.below(7) {
        case 0:
            let label = UILabel()
            label.text = String(repeating: "Word ", count: random.below(30))
            label.numberOfLines = random.pick([0, 1, 2])
            return label
        case 1: return UIButton(type: random.pick([.system, .close, .custom]))
        case 2: return UIImageView(image: UIImage(headlessSize: CGSize(width: random.below(80), height: random.below(80))))
        case 3:
            let stack = UIStackView()
            stack.axis = random.pick([.horizontal, .vertical])
            stack.distribution = random.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
            stack.alignment = random.pick([.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline])
            stack.spacing = CGFloat(random.below(20))
            stack.isLayoutMarginsRelativeArrangement = random.chance(30)
            return stack
        case 4: return UIScrollView()
        default: return UIView()
        }
    }

    func addView(_ random: inout FuzzRandom) {
        let view = makeView(&random)
        let candidates = parents
        let parent = candidates[random.below(candidates.count)]
        hold(view)
        if let stack = parent as? UIStackView, random.chance(70) {
            stack.addArrangedSubview(view)
            note("arrange \(name(view)) in \(name(stack))")
        } else {
            view.translatesAutoresizingMaskIntoConstraints = random.chance(25)
            if view.translatesAutoresizingMaskIntoConstraints {
                view.frame = CGRect(x: random.constant(extremes: extremes), y: random.constant(extremes: extremes),
                                    width: CGFloat(random.below(200)), height: CGFloat(random.below(200)))
                view.autoresizingMask = random.pick([[], [.flexibleWidth], [.flexibleHeight, .flexibleTopMargin]])
            }
            parent.addSubview(view)
            note("add \(name(view)) to \(name(parent)) autoresizing=\(view.translatesAutoresizingMaskIntoConstraints) frame=\(view.frame)")
        }
    }

    func removeFromSuperview(_ random: inout FuzzRandom) {
        guard let view = anyPlacedView(&random) else { return }
        note("removeFromSuperview \(name(view))")
        view.removeFromSuperview()
    }

    func reparent(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        let candidates = parents.filter { $0 !== view && !$0.isDescendant(of: view) }
        let parent = candidates[random.below(candidates.count)]
        note("reparent \(name(view)) to \(name(parent))")
        parent.addSubview(view)
    }

    func drop(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        note("drop \(name(view))")
        view.removeFromSuperview()
        release(view)
    }
}
#endif
