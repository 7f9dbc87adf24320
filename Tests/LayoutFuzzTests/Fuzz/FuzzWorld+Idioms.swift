#if !canImport(UIKit)
import AutoLayoutAnchors
import AutoLayoutConvenience
import AutoLayoutPins
import Foundation
import VisualFormat

// Steps with the DSL's families and the three other idioms. Each makes a new view (or takes a
// held one) and lays it out in a random parent.
extension FuzzWorld {
    /// A new view held by the sequence, and a parent for it.
    private func newChild(_ random: inout FuzzRandom) -> (UIView, UIView) {
        let view = makeView(&random)
        hold(view)
        let candidates = parents.filter { $0 !== view }
        return (view, candidates[random.below(candidates.count)])
    }

    private func anchorable(_ random: inout FuzzRandom) -> LayoutAnchorable {
        random.pick([.superview, .safeArea, .layoutMargins, .readableContent, .keyboardSafeArea])
    }

    private func insets(_ random: inout FuzzRandom) -> NSDirectionalEdgeInsets {
        .all(random.constant(extremes: extremes))
    }

    func fill(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        let layout = anchorable(&random), insets = insets(&random)
        note("fill \(name(view)) in \(name(parent)) \(layout) insets \(insets.top)")
        parent.addSubview(view, filling: BoxLayout(layout), insets: insets)
    }

    func center(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        note("center \(name(view)) in \(name(parent))")
        parent.addSubview(view, centeredIn: random.pick([.superview, .safeArea, .layoutMargins, .readableContent] as [PointLayout]), offset: CGPoint(x: random.constant(extremes: extremes), y: 0))
    }

    func pin(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        let siblings = parent.subviews.filter { $0 !== view }
        if let sibling = siblings.last, random.chance(50) {
            note("pin \(name(view)) below \(name(sibling)) in \(name(parent))")
            parent.addSubview(view, pinningBelow: sibling, spacing: random.constant(extremes: extremes))
        } else if random.chance(50) {
            note("pin \(name(view)) to top of \(name(parent))")
            parent.addSubview(view, pinnedTo: .top, of: random.pick([.superview, .safeArea, .layoutMargins] as [YAxisLayout]), horizontally: random.pick([.fill, .center, .leading]))
        } else {
            note("pin \(name(view)) at a rect in \(name(parent))")
            parent.addSubview(view, pinnedAt: CGRect(x: random.constant(extremes: extremes), y: random.constant(extremes: extremes),
                                                   width: CGFloat(random.below(200)), height: CGFloat(random.below(200))))
        }
    }

    func stackSubviews(_ random: inout FuzzRandom) {
        let (first, parent) = newChild(&random)
        let second = makeView(&random)
        hold(second)
        note("stack \(name(first)) and \(name(second)) in \(name(parent))")
        if random.chance(50) {
            parent.addSubviewsVertically(first, second, spacing: CGFloat(random.below(20)))
        } else {
            parent.addSubviewsHorizontally(first, second, in: random.pick([.superview, .safeArea, .keyboardSafeArea] as [HorizontalAxisLayout]))
        }
    }

    func size(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        note("size \(name(view))")
        switch random.below(3) {
        case 0: view.constrain(width: random.constant(extremes: extremes), height: random.constant(extremes: extremes))
        case 1: view.constrain(widthAndHeight: CGFloat(random.below(100)))
        default: view.constrainAspectRatio(for: CGSize(width: 1 + random.below(16), height: 1 + random.below(9)))
        }
    }

    func hugging(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        note("hugging of \(name(view))")
        if random.chance(50) { view.disallowShrinking() } else { view.prefersExactSize() }
    }

    func overflowScroll(_ random: inout FuzzRandom) {
        let content = makeView(&random)
        hold(content)
        let scroll = random.chance(70) ? content.verticallyScrollable() : content.horizontallyScrollable()
        hold(scroll)
        let parent = parents.filter { $0 !== scroll && $0 !== content }.randomElement(using: &random)
        note("overflow scroll \(name(scroll)) around \(name(content)) in \(name(parent))")
        parent?.addSubview(scroll, pinnedTo: .top, of: .superview)
    }

    func keyboardGuide(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        note("fill keyboard guide with \(name(view)) in \(name(parent))")
        parent.addSubview(view, filling: random.chance(50) ? .keyboardSafeArea : .keyboardFrame)
    }

    func conditional(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        let height = CGFloat(random.below(100))
        note("conditional \(name(view)) in \(name(parent))")
        UIView.if(random.pick([.verticallyCompact, .horizontallyRegular, .dark, .width(is: .atLeast(500))])) {
            parent.addSubview(view, pinnedTo: .top)
            view.constrain(height: height)
        } else: {
            parent.addSubview(view, pinnedTo: .bottom)
        }
    }

    func pins(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        parent.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let c = random.constant(extremes: extremes)
        note("pushPins \(name(view)) in \(name(parent)) c=\(c)")
        view.pushPins([.leading(c), .top(c), .widthConstant(CGFloat(random.below(100))), .heightConstant(CGFloat(random.below(100)))])
        if random.chance(40) { view.updatePins([.top(random.constant(extremes: extremes))]) }
    }

    func typedAnchors(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        parent.addSubview(view)
        let inset = random.constant(extremes: extremes), side = CGFloat(random.below(120))
        note("typed anchors \(name(view)) in \(name(parent))")
        Constraints(for: view) { view in
            view.top.pinToSuperview(inset: inset)
            view.leading.pinToSuperviewMargin()
            view.width.set(side)
            view.height.set(side)
        }
    }

    func helperFormat(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        let metric = random.constant(extremes: extremes)
        let format = random.pick(["H:|-m-[v]", "V:|-[v(m)]", "H:[v(>=m@750)]-|", "X:v.width == superview.width / 2", "V:[v]-(", "H:|[v]|"])
        note("helper \(name(view)) in \(name(parent)) \(format) m=\(metric)")
        _ = try? AutolayoutHelper.configureView(parent, subViews: ["v": view], metrics: ["m": metric], constraints: [format])
    }

    func uikitFormat(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        let format = random.pick(["H:|-[v]-|", "V:|-20-[v(44)]", "H:|-(m@999)-[v(>=10)]", "V:[v]-|", "H:[v", "H:|[w]|"])
        note("uikit format \(format) for \(name(view)) in \(name(parent))")
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: format, metrics: ["m": random.constant(extremes: extremes)], views: ["v": view]))
    }
}

extension Array {
    /// A random element drawn from a fuzz generator.
    func randomElement(using random: inout FuzzRandom) -> Element? {
        isEmpty ? nil : self[random.below(count)]
    }
}
#endif
