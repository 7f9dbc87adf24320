#if !canImport(UIKit)
import AutoLayoutAnchors
import AutoLayoutConvenience
import AutoLayoutPins
import Foundation
import VisualFormat

// Steps with the three other idioms: the Pin enum (`pushPins`, `updatePins`), typed anchors with
// the `Constraints` builder, and the Visual Format Language through `AutolayoutHelper` and
// through UIKit's `constraints(withVisualFormat:…)`.
extension FuzzWorld {
    /// A random pin, sometimes with modifiers.
    func pin(_ random: inout FuzzRandom) -> Pin {
        let c = random.constant(extremes: extremes)
        let plain: [Pin] = [
            .leading(c), .trailing(c), .top(c), .bottom(c), .left(c), .right(c), .centerX(c), .centerY(c),
            .firstBaseline(c), .lastBaseline(c), .width(c), .height(c), .widthConstant(c), .heightConstant(c),
            .leftMargin(c), .rightMargin(c), .topMargin(c), .bottomMargin(c), .leadingMargin(c), .trailingMargin(c),
            .centerXWithinMargins(c), .centerYWithinMargins(c), .below(c), .above(c), .rightOf(c), .leftOf(c),
        ]
        var pin = random.pick(plain)
        if random.chance(30) { pin = pin.relation(random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])) }
        if random.chance(20) { pin = pin.multiplier(random.multiplier(extremes: extremes)) }
        if random.chance(25) { pin = random.chance(50) ? pin.priority(Float(random.below(1100)) / 1000) : pin.priority(UILayoutPriority(random.priority())) }
        if random.chance(8) { pin = pin.toAttribute(random.pick([.width, .height, .top, .leading, .left, .centerY])) }
        if random.chance(8) { pin = pin.isActive(false) }
        return pin
    }

    func pins(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        if random.chance(90) { parent.addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        let pins = (0..<(1 + random.below(5))).map { _ in pin(&random) }
        let other = random.chance(30) ? views.filter({ $0 !== view }).randomElement(using: &random) : nil
        note("pushPins \(pins) onto \(name(view)) in \(name(parent)) relative to \(name(other))")
        track(view.pushPins(pins, relativeTo: other))
    }

    func updatePins(_ random: inout FuzzRandom) {
        guard let view = anyPlacedView(&random) else { return }
        let pins = (0..<(1 + random.below(3))).map { _ in pin(&random) }
        let report = view.updatePins(pins)
        note("updatePins \(pins) of \(name(view)): \(report.updated.count) updated, \(report.missed.count) missed")
    }

    func typedAnchors(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        let other = parents.filter { $0 !== view }.randomElement(using: &random) ?? parent
        let inset = random.constant(extremes: extremes), side = random.size(extremes: extremes)
        let priority = UILayoutPriority(random.priority())
        let variant = random.below(6)
        note("typed anchors #\(variant) \(name(view)) in \(name(parent)) with \(name(other)) inset \(inset) side \(side)")
        let built = parent.addSubview(view) { view in
            switch variant {
            case 0:
                view.top.pinToSuperview(inset: inset)
                view.leading.pinToSuperviewMargin()
                view.width.set(side)
                view.height.set(side, relation: .greaterThanOrEqual, priority: priority)
            case 1:
                view.edges.pinToSuperview(insets: NSDirectionalEdgeInsets(top: inset, leading: 0, bottom: inset, trailing: 0), priority: priority)
            case 2:
                view.edges.pin(to: other, insets: NSDirectionalEdgeInsets.zero, axis: .horizontal, alignment: .center)
                view.top.spacing(inset, to: other.al.bottom, relation: .greaterThanOrEqual)
                view.height.clamp(to: 0...max(side, 0))
            case 3:
                view.center.alignWithSuperview()
                view.size.match(other.al.size, insets: CGSize(width: inset, height: 0), multiplier: 0.5, relation: .lessThanOrEqual)
            case 4:
                view.edges.pinToSafeArea(insets: NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: 0, trailing: 0))
                view.width.match(other.al.height * 2 + inset)
            default:
                view.leading.equal(other.al.trailing, constant: inset)
                view.bottom.align(with: other.al.centerY * 0.5 + inset)
                view.size.set(CGSize(width: side, height: side), priority: priority)
            }
        }
        track(Array(built))
        if random.chance(15) {
            built.deactivate()
            note("deactivate the typed-anchor batch")
        }
    }

    func helperFormat(_ random: inout FuzzRandom) {
        let parent = parents.randomElement(using: &random) ?? window
        let count = 1 + random.below(3)
        var subViews: [String: UIView] = [:]
        for key in FuzzFormats.keys.prefix(count) {
            let view = makeView(&random)
            hold(view)
            subViews[key] = view
        }
        let keys = Array(subViews.keys).sorted()
        let formats = (0..<(1 + random.below(4))).map { _ in FuzzFormats.format(&random, keys: keys, equations: true) }
        let metric = random.constant(extremes: extremes)
        note("helper in \(name(parent)) \(keys.map { "\($0)=\(name(subViews[$0]))" }) m=\(metric): \(formats)")
        do {
            let helper = try AutolayoutHelper.configureView(parent, subViews: subViews, metrics: ["m": metric], constraints: formats)
            track(keys.flatMap { key in helper.view?.constraints.filter { $0.firstItem === subViews[key] || $0.secondItem === subViews[key] } ?? [] })
            if random.chance(50) { helpers.append(helper) }
        } catch {
            note("  parse error: \(error)")
        }
    }

    func helperEdit(_ random: inout FuzzRandom) {
        guard let helper = helpers.randomElement(using: &random) else { return }
        let keys = Array(helper.subViews.keys).sorted()
        guard !keys.isEmpty else { return }
        switch random.below(3) {
        case 0:
            let formats = (0..<(1 + random.below(3))).map { _ in FuzzFormats.format(&random, keys: keys, equations: true) }
            note("helper set \(formats) for key order")
            do { track(try helper.addConstraints(formats, forKey: "order")) } catch { note("  parse error: \(error)") }
        case 1:
            let format = FuzzFormats.format(&random, keys: keys, equations: true)
            note("helper add \(format)")
            do { track(try helper.addConstraint(format, priority: UILayoutPriority(random.priority()))) } catch { note("  parse error: \(error)") }
        default:
            guard let key = keys.randomElement(using: &random) else { return }
            note("helper removes view \(key)=\(name(helper.subViews[key]))")
            helper.removeViews(withKeys: [key])
        }
    }

    func uikitFormat(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        var views: [String: UIView] = ["a": view]
        if let sibling = parent.subviews.filter({ $0 !== view }).randomElement(using: &random) { views["b"] = sibling }
        let format = FuzzFormats.format(&random, keys: Array(views.keys).sorted(), equations: false)
        let options: NSLayoutConstraint.FormatOptions = random.pick([[], .alignAllTop, .alignAllCenterY, .alignAllLeading, [.alignAllTop, .alignAllBottom]])
        note("uikit format \(format) options \(options.rawValue) for \(views.mapValues { name($0) }) in \(name(parent))")
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                  metrics: ["m": random.constant(extremes: extremes)], views: views)
        NSLayoutConstraint.activate(made)
        track(made)
    }
}
#endif
