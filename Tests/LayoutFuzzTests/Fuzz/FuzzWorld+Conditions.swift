#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps with the DSL's conditional blocks: size, trait, callback and other-view conditions,
// combinators, nesting, coalescing options, and named configurations.
extension FuzzWorld {
    /// A random condition, sometimes combined.
    func condition(_ random: inout FuzzRandom, depth: Int = 0) -> UIView.Condition {
        switch random.below(depth < 2 ? 14 : 11) {
        case 0: return .verticallyCompact
        case 1: return .horizontallyRegular
        case 2: return random.pick([.dark, .light, .rightToLeft, .phone, .pad])
        case 3: return .width(is: .atLeast(CGFloat(random.below(900))))
        case 4: return .height(is: .atMost(CGFloat(random.below(900))))
        case 5: return .widthAndHeight(is: .exactly(CGFloat(random.below(400))))
        case 6: return .trait(\.preferredContentSizeCategory, is: random.pick([.large, .accessibilityExtraExtraExtraLarge]))
        case 7:
            let threshold = CGFloat(random.below(400))
            return .callback { view in view.bounds.width > threshold }
        case 8:
            if let other = views.randomElement(using: &random) {
                return random.chance(50) ? .view(other, has: .width(is: .atLeast(CGFloat(random.below(300))))) : .view(other, is: .name(is: .alternative))
            }
            return .alwaysTrue
        case 9: return .name(is: random.pick([.main, .alternative, .hidden]))
        case 10: return random.pick([.alwaysTrue, .alwaysFalse])
        case 11: return .all(condition(&random, depth: depth + 1), condition(&random, depth: depth + 1))
        case 12: return .any(condition(&random, depth: depth + 1), condition(&random, depth: depth + 1))
        default: return .not(condition(&random, depth: depth + 1))
        }
    }

    func conditional(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        let condition = condition(&random)
        let height = random.size(extremes: extremes), spacing = random.constant(extremes: extremes)
        let bound = random.chance(40) ? views.randomElement(using: &random) : nil
        let nested = random.chance(25) ? self.condition(&random) : nil
        note("conditional \(name(view)) in \(name(parent)) bound to \(name(bound)) on \(condition)\(nested.map { " nested \($0)" } ?? "")")
        let then = {
            self.track(parent.addSubview(view, pinnedTo: .top, spacing: spacing))
            view.constrain(height: height)
            if let nested {
                UIView.if(nested) { view.constrain(width: height) } else: { view.constrain(width: .exactly(as: parent, multiplier: 0.5)) }
            }
        }
        let otherwise = {
            self.track(parent.addSubview(view, pinnedTo: .bottom, horizontally: .center))
        }
        let result = if let bound {
            UIView.if(view: bound, is: condition, then: then, else: otherwise)
        } else {
            UIView.if(condition, then: then, else: otherwise)
        }
        if random.chance(20) { result.withoutCoalescing() }
        if random.chance(20) { result.animateChanges() }
    }

    func namedConfiguration(_ random: inout FuzzRandom) {
        if random.chance(40), let view = anyView(&random) {
            let name = random.pick([UIView.Condition.ConfigurationName.main, .alternative, .visible, .hidden])
            view.activeConditionalConstraintsConfigurationName = name
            note("configuration \(name.rawValue) of \(self.name(view))")
            if random.chance(30) { view.forceUpdateConditionalConstraints() }
            return
        }
        let (view, parent) = newChild(&random)
        parent.addSubview(view, pinnedTo: .center)
        let sides = (CGFloat(random.below(100)), CGFloat(random.below(100)))
        note("named configurations of \(name(view)) in \(name(parent)): main \(sides.0), alternative \(sides.1)")
        UIView.addNamedConditionalConfiguration(.main) { view.constrain(widthAndHeight: sides.0) }
        UIView.addNamedConditionalConfiguration(.alternative) { view.constrain(widthAndHeight: sides.1) }
    }
}
#endif
