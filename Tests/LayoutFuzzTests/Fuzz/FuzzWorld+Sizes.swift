#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps with the DSL's sizes (constants, ranges, relations to other views and layouts, aspect
// ratios, removal) and its hugging and compression-resistance helpers.
extension FuzzWorld {
    /// Every app constraint installed in the views of `roots`' hierarchies.
    func installedAppConstraints(in roots: [UIView]) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        func walk(_ view: UIView) {
            result += view.constraints.filter { type(of: $0) == NSLayoutConstraint.self }
            view.subviews.forEach(walk)
        }
        roots.forEach(walk)
        return result
    }

    /// Runs `body` and keeps, for later edits, the app constraints it installed.
    func trackingNewConstraints(around view: UIView, _ body: () -> Void) {
        var root = view
        while let superview = root.superview { root = superview }
        let roots = root === window ? [window] : [window, root]
        let before = Set(installedAppConstraints(in: roots).map(ObjectIdentifier.init))
        body()
        track(installedAppConstraints(in: roots).filter { !before.contains(ObjectIdentifier($0)) })
    }

    func sizeConstrain(_ random: inout FuzzRandom) -> SizeConstrain<CGFloat> {
        let value = random.size(extremes: extremes), priority = UILayoutPriority(random.priority())
        return switch random.below(3) {
        case 0: .exactly(value, priority: priority)
        case 1: .atLeast(value, priority: priority, multiplier: random.multiplier(extremes: extremes))
        default: .atMost(value, priority: priority, constant: random.constant(extremes: extremes))
        }
    }

    func size(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        trackingNewConstraints(around: view) {
            switch random.below(6) {
            case 0:
                let width = random.chance(80) ? random.size(extremes: extremes) : nil, height = random.chance(80) ? random.size(extremes: extremes) : nil
                note("size \(name(view)) width \(width.map { "\($0)" } ?? "-") height \(height.map { "\($0)" } ?? "-")")
                view.constrain(width: width, height: height, priority: UILayoutPriority(random.priority()))
            case 1:
                let side = random.constant(extremes: extremes)
                note("size \(name(view)) widthAndHeight \(side)")
                view.constrain(widthAndHeight: side)
            case 2:
                let width = sizeConstrain(&random), height = sizeConstrain(&random)
                note("size \(name(view)) width \(width) height \(height)")
                view.constrain(width: width, height: height)
            case 3:
                let lower = random.size(extremes: false), upper = lower + random.size(extremes: false)
                note("size \(name(view)) between \(lower) and \(upper)")
                if random.chance(50) {
                    view.constrain(widthBetween: lower...upper, heightBetween: random.chance(50) ? lower...upper : nil)
                } else {
                    view.constrain(widthBetween: lower..<max(upper, lower + 1))
                }
            case 4:
                let ratio = CGSize(width: random.below(17), height: random.below(10))
                note("aspect ratio \(ratio) of \(name(view))")
                view.constrainAspectRatio(for: ratio, priority: UILayoutPriority(random.priority()))
            default:
                let size = CGSize(width: random.size(extremes: extremes), height: random.size(extremes: extremes))
                note("size \(name(view)) at most \(size)")
                view.constrain(size: .atMost(size, priority: UILayoutPriority(random.priority())))
            }
        }
    }

    func sizeRelative(_ random: inout FuzzRandom) {
        guard let view = anyPlacedView(&random) else { return }
        let other = parents.filter { $0 !== view }.randomElement(using: &random) ?? window
        let multiplier = random.multiplier(extremes: extremes), constant = random.constant(extremes: extremes)
        let priority = UILayoutPriority(random.priority())
        trackingNewConstraints(around: view) {
            switch random.below(4) {
            case 0:
                note("width of \(name(view)) exactly as \(name(other)) ×\(multiplier) +\(constant)")
                view.constrain(width: .exactly(as: other, priority: priority, multiplier: multiplier, constant: constant))
            case 1:
                note("height of \(name(view)) at least half of \(name(other))")
                view.constrain(height: .atLeast(halfOf: other, priority: priority, constant: constant))
            case 2:
                let layout = XAxisLayout(anchorable(&random, for: view))
                note("width of \(name(view)) at most \(layout) ×\(multiplier)")
                view.constrain(width: .atMost(layout, multipliedBy: multiplier, priority: priority), height: nil)
            default:
                let layout = YAxisLayout(anchorable(&random, for: view))
                note("height of \(name(view)) exactly half of \(layout)")
                view.constrain(width: nil, height: .exactly(halfOf: layout, priority: priority, constant: constant))
            }
        }
    }

    func sizeRemoval(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        switch random.below(3) {
        case 0: view.removeWidthConstraints()
        case 1: view.removeHeightConstraints()
        default: view.removeSizeConstraints()
        }
        note("remove size constraints of \(name(view))")
    }

    func hugging(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        let changes: [(String, (UIView) -> Void)] = [
            ("disallowShrinking", { $0.disallowShrinking() }), ("allowShrinking", { $0.allowShrinking() }),
            ("disallowVerticalGrowing", { $0.disallowVerticalGrowing() }), ("allowHorizontalGrowing", { $0.allowHorizontalGrowing() }),
            ("prefersExactSize", { $0.prefersExactSize() }), ("prefersExactVerticalSize", { $0.prefersExactVerticalSize() }),
            ("allowVerticalShrinking", { $0.allowVerticalShrinking() }), ("disallowHorizontalShrinking", { $0.disallowHorizontalShrinking() }),
        ]
        if random.chance(25) {
            let priority = UILayoutPriority(random.priority()), axis: NSLayoutConstraint.Axis = random.pick([.horizontal, .vertical])
            if random.chance(50) {
                view.setContentHuggingPriority(priority, for: axis)
            } else {
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
            note("\(axis == .horizontal ? "horizontal" : "vertical") hugging or resistance \(priority.rawValue) of \(name(view))")
            return
        }
        let (label, change) = random.pick(changes)
        change(view)
        note("\(label) \(name(view))")
    }
}
#endif
