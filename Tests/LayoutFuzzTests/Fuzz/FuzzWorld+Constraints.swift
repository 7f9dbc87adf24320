#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps with plain UIKit constraints: any relation, priority, multiplier and constant, system
// spacing, distances between anchors, legacy installation and layout guides.
extension FuzzWorld {
    /// An item to constrain: a held view (mostly one in the window), the window, or one of their
    /// guides.
    func anyItem(_ random: inout FuzzRandom) -> AnyObject {
        let candidates = random.chance(90) ? parents : [window] + views
        let view = candidates[random.below(candidates.count)]
        switch random.below(12) {
        case 0: return view.safeAreaLayoutGuide
        case 1: return view.layoutMarginsGuide
        case 2: return view.readableContentGuide
        case 3 where random.chance(30): return view.keyboardLayoutGuide
        case 4:
            if let scroll = view as? UIScrollView { return random.chance(50) ? scroll.contentLayoutGuide : scroll.frameLayoutGuide }
            return view
        case 5:
            if let guide = guides.filter({ $0.owningView === view }).randomElement(using: &random) { return guide }
            return view
        default: return view
        }
    }

    /// Two attributes that UIKit pairs (mostly), or an invalid pair now and then.
    func attributePair(_ random: inout FuzzRandom, views both: Bool) -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, dimension: Bool) {
        if random.chance(3) {
            return (random.pick([.leading, .top, .width]), random.pick([.left, .height, .centerY]), false)
        }
        if random.chance(35) {
            return (random.pick([.width, .height]), random.pick([.width, .height]), true)
        }
        var families: [[NSLayoutConstraint.Attribute]] = [
            [.left, .right, .centerX], [.leading, .trailing, .centerX], [.top, .bottom, .centerY],
        ]
        if both {
            families += [[.leadingMargin, .trailingMargin, .centerXWithinMargins, .leading], [.topMargin, .bottomMargin, .centerYWithinMargins, .top],
                         [.top, .firstBaseline, .lastBaseline, .bottom]]
        }
        let family = random.pick(families)
        return (random.pick(family), random.pick(family), false)
    }

    /// A random constraint between two random items, inactive.
    func randomConstraint(_ random: inout FuzzRandom) -> NSLayoutConstraint {
        let first = anyItem(&random), second = anyItem(&random)
        let attributes = attributePair(&random, views: first is UIView && second is UIView)
        let toConstant = attributes.dimension && random.chance(40)
        let constraint = NSLayoutConstraint(
            item: first, attribute: attributes.0, relatedBy: random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
            toItem: toConstant ? nil : second, attribute: toConstant ? .notAnAttribute : attributes.1,
            multiplier: toConstant ? 1 : random.multiplier(extremes: extremes), constant: random.constant(extremes: extremes))
        constraint.priority = UILayoutPriority(random.priority())
        if random.chance(50) { constraint.identifier = "fuzz-\(step)" }
        if let view = first as? UIView, view !== window, random.chance(80) { view.translatesAutoresizingMaskIntoConstraints = false }
        return constraint
    }

    func anchorConstraint(_ random: inout FuzzRandom) {
        let constraint = randomConstraint(&random)
        constraint.isActive = true
        track([constraint])
        note("activate \(constraint)")
    }

    func batchConstraints(_ random: inout FuzzRandom) {
        let batch = (0..<(2 + random.below(5))).map { _ in randomConstraint(&random) }
        NSLayoutConstraint.activate(batch)
        track(batch)
        note("activate batch:\n    " + batch.map(\.description).joined(separator: "\n    "))
        if random.chance(30) {
            let some = batch.filter { _ in random.chance(50) }
            NSLayoutConstraint.deactivate(some)
            note("deactivate \(some.count) of the batch")
        }
    }

    func systemSpacing(_ random: inout FuzzRandom) {
        guard let view = anyView(&random), let other = parents.randomElement(using: &random), other !== view else { return }
        let multiplier = random.pick([0, 1, 2, 0.5, -1])
        let constraint: NSLayoutConstraint
        if random.chance(50) {
            let after = random.pick([other.trailingAnchor, other.leadingAnchor])
            constraint = switch random.below(3) {
            case 0: view.leadingAnchor.constraint(equalToSystemSpacingAfter: after, multiplier: multiplier)
            case 1: view.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: after, multiplier: multiplier)
            default: view.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: after, multiplier: multiplier)
            }
        } else {
            let below = random.pick([other.bottomAnchor, other.topAnchor, other.lastBaselineAnchor])
            constraint = switch random.below(3) {
            case 0: view.topAnchor.constraint(equalToSystemSpacingBelow: below, multiplier: multiplier)
            case 1: view.firstBaselineAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: below, multiplier: multiplier)
            default: view.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: below, multiplier: multiplier)
            }
        }
        constraint.priority = UILayoutPriority(random.priority())
        view.translatesAutoresizingMaskIntoConstraints = false
        constraint.isActive = true
        track([constraint])
        note("system spacing \(constraint)")
    }

    func offsetConstraint(_ random: inout FuzzRandom) {
        guard let view = anyView(&random), let other = parents.randomElement(using: &random) else { return }
        let distance = random.chance(50)
            ? view.leadingAnchor.anchorWithOffset(to: random.pick([other.trailingAnchor, other.centerXAnchor, other.leadingAnchor]))
            : view.topAnchor.anchorWithOffset(to: random.pick([other.bottomAnchor, other.centerYAnchor, other.safeAreaLayoutGuide.topAnchor]))
        let constraint = switch random.below(4) {
        case 0: distance.constraint(equalToConstant: random.constant(extremes: extremes))
        case 1: distance.constraint(greaterThanOrEqualToConstant: random.constant(extremes: extremes))
        case 2: distance.constraint(equalTo: random.pick([other.widthAnchor, view.heightAnchor]), multiplier: random.multiplier(extremes: extremes))
        default: random.pick([other.widthAnchor, view.heightAnchor]).constraint(lessThanOrEqualTo: distance, multiplier: random.multiplier(extremes: extremes), constant: random.constant(extremes: extremes))
        }
        constraint.priority = UILayoutPriority(random.priority())
        view.translatesAutoresizingMaskIntoConstraints = false
        constraint.isActive = true
        track([constraint])
        note("offset \(constraint)")
    }

    func legacyInstall(_ random: inout FuzzRandom) {
        if random.chance(30), let constraint = constraints.filter(\.isActive).randomElement(using: &random) {
            let host = ((constraint.firstItem as? UIView) ?? (constraint.firstItem as? UILayoutGuide)?.owningView)
            let ancestors = sequence(first: host, next: { $0?.superview }).compactMap { $0 }
            if let view = (ancestors + [window]).randomElement(using: &random) {
                view.removeConstraint(constraint)
                note("removeConstraint \(constraint) from \(name(view))")
            }
            return
        }
        let constraint = randomConstraint(&random)
        let host = (parents + views).randomElement(using: &random) ?? window
        host.addConstraint(constraint)
        track([constraint])
        note("addConstraint to \(name(host)): \(constraint)")
    }

    func layoutGuide(_ random: inout FuzzRandom) {
        if random.chance(20), let guide = guides.randomElement(using: &random) {
            note("removeLayoutGuide \(name(item: guide))")
            guide.owningView?.removeLayoutGuide(guide)
            guides.removeAll { $0 === guide }
            return
        }
        let owner = parents.randomElement(using: &random) ?? window
        let guide = UILayoutGuide()
        guide.identifier = "guide\(guides.count)"
        owner.addLayoutGuide(guide)
        guides.append(guide)
        let reference: AnyObject = random.chance(50) ? owner : owner.layoutMarginsGuide
        let made = [
            guide.leadingAnchor.constraint(equalTo: (reference as? UIView)?.leadingAnchor ?? owner.layoutMarginsGuide.leadingAnchor, constant: random.constant(extremes: extremes)),
            guide.topAnchor.constraint(equalTo: (reference as? UIView)?.topAnchor ?? owner.layoutMarginsGuide.topAnchor, constant: random.constant(extremes: extremes)),
            guide.widthAnchor.constraint(equalTo: owner.widthAnchor, multiplier: random.pick([0.5, 1, 0.25])),
            guide.heightAnchor.constraint(equalToConstant: random.size(extremes: extremes)),
        ].filter { _ in random.chance(80) }
        NSLayoutConstraint.activate(made)
        track(made)
        note("add layout guide \(name(item: guide)) with \(made.count) constraints")
    }
}
#endif
