#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps with plain UIKit constraints: any relation, priority, multiplier and constant.
extension FuzzWorld {
    /// An item to constrain: a held view in the window, the window, or one of their guides.
    private func anyItem(_ random: inout FuzzRandom) -> AnyObject {
        let candidates = parents
        let view = candidates[random.below(candidates.count)]
        switch random.below(8) {
        case 0: return view.safeAreaLayoutGuide
        case 1: return view.layoutMarginsGuide
        case 2: return view.readableContentGuide
        default: return view
        }
    }

    func anchorConstraint(_ random: inout FuzzRandom) {
        let first = anyItem(&random), second = anyItem(&random)
        let positions: [[NSLayoutConstraint.Attribute]] = [
            [.left, .right, .centerX], [.leading, .trailing], [.top, .bottom, .centerY],
        ]
        let dimension = random.chance(35)
        let attributes: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
        if dimension {
            attributes = (random.pick([.width, .height]), random.pick([.width, .height]))
        } else {
            let axis = random.pick(positions)
            attributes = (random.pick(axis), random.pick(axis))
        }
        let constant = random.constant(extremes: extremes)
        let toConstant = dimension && random.chance(40)
        let constraint = NSLayoutConstraint(
            item: first, attribute: attributes.0, relatedBy: random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
            toItem: toConstant ? nil : second, attribute: toConstant ? .notAnAttribute : attributes.1,
            multiplier: toConstant ? 1 : random.multiplier(extremes: extremes), constant: constant)
        constraint.priority = UILayoutPriority(random.priority())
        if let view = first as? UIView, view !== window, random.chance(80) { view.translatesAutoresizingMaskIntoConstraints = false }
        constraint.isActive = true
        constraints.append(constraint)
        note("activate \(constraint)")
    }

    func deactivate(_ random: inout FuzzRandom) {
        guard !constraints.isEmpty else { return }
        let constraint = constraints[random.below(constraints.count)]
        note("toggle \(constraint)")
        constraint.isActive.toggle()
    }

    func changeConstant(_ random: inout FuzzRandom) {
        guard !constraints.isEmpty else { return }
        let constraint = constraints[random.below(constraints.count)]
        constraint.constant = random.constant(extremes: extremes)
        note("constant of \(constraint)")
    }

    func changePriority(_ random: inout FuzzRandom) {
        guard !constraints.isEmpty else { return }
        let constraint = constraints[random.below(constraints.count)]
        let priority = UILayoutPriority(random.priority())
        // UIKit refuses a change across the required boundary on an active constraint; so does
        // the model, with a log. Try it sometimes, to exercise the refusal.
        guard random.chance(10) || (priority == .required) == (constraint.priority == .required) || !constraint.isActive else { return }
        constraint.priority = priority
        note("priority \(priority.rawValue) of \(constraint)")
    }
}
#endif
