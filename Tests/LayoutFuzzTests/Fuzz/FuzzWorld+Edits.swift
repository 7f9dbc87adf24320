#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps that edit what earlier steps made: activation, constants and priorities of single
// constraints (within UIKit's rules, and across them now and then), and whole DSL lists.
extension FuzzWorld {
    func deactivate(_ random: inout FuzzRandom) {
        guard let constraint = constraints.randomElement(using: &random) else { return }
        note("toggle isActive of \(constraint)")
        constraint.isActive.toggle()
    }

    func changeConstant(_ random: inout FuzzRandom) {
        guard let constraint = constraints.randomElement(using: &random) else { return }
        let constant = random.chance(10) ? CGFloat.nan : random.constant(extremes: extremes)
        constraint.constant = constant
        note("constant \(constant) of \(constraint)")
    }

    func changePriority(_ random: inout FuzzRandom) {
        guard let constraint = constraints.randomElement(using: &random) else { return }
        let priority = UILayoutPriority(random.chance(3) ? random.pick([0, 1001, -5, .nan]) : random.priority())
        // UIKit refuses a change across the required boundary on an active constraint; so does
        // the model, with a log. Try it sometimes, to exercise the refusal.
        let crosses = (priority == .required) != (constraint.priority == .required)
        if crosses, constraint.isActive, random.chance(70) {
            constraint.isActive = false
            constraint.priority = priority
            constraint.isActive = true
            note("priority \(priority.rawValue) (deactivated around the change) of \(constraint)")
            return
        }
        constraint.priority = priority
        note("priority \(priority.rawValue) of \(constraint)")
    }

    func listEdit(_ random: inout FuzzRandom) {
        guard let list = lists.randomElement(using: &random) else { return }
        switch random.below(4) {
        case 0:
            let insets = NSDirectionalEdgeInsets(top: random.constant(extremes: extremes), leading: random.constant(extremes: extremes),
                                                 bottom: random.constant(extremes: extremes), trailing: random.constant(extremes: extremes))
            list.insets = insets
            note("list of \(name(list.view)): insets = \(insets)")
        case 1:
            list.isActive.toggle()
            note("list of \(name(list.view)): isActive = \(list.isActive)")
        case 2:
            let priority = UILayoutPriority(random.priority())
            list.changePriority(priority)
            note("list of \(name(list.view)): changePriority(\(priority.rawValue))")
        default:
            let constraint = [list.top, list.leading, list.bottom, list.trailing, list.width, list.height, list.centerX, list.centerY]
                .compactMap { $0 }.randomElement(using: &random)
            constraint?.constant = random.constant(extremes: extremes)
            note("list of \(name(list.view)): constant of \(constraint.map(\.description) ?? "nothing")")
        }
    }
}
#endif
