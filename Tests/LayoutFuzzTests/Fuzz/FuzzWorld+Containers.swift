#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps with the DSL's containers: overflow scroll views, keyboard guides, stack factories,
// self-sizing table headers and fixed-frame guides.
extension FuzzWorld {
    func overflowScroll(_ random: inout FuzzRandom) {
        let content = makeView(&random)
        hold(content)
        if random.chance(50) { content.constrain(height: random.size(extremes: extremes), priority: UILayoutPriority(random.priority())) }
        let scroll: UIScrollView
        if random.chance(70) {
            let horizontally = random.pick([HorizontalAxisLayout.superview, .layoutMargins, .safeArea, .scrollFrame])
            scroll = random.chance(50)
                ? content.verticallyScrollable(horizontally: horizontally, avoidsKeyboard: random.chance(50))
                : UIView.verticallyScrollable(content, avoidsKeyboard: random.chance(50))
        } else {
            scroll = content.horizontallyScrollable(vertically: random.pick([VerticalAxisLayout.superview, .safeArea, .layoutMargins]))
        }
        hold(scroll)
        let parent = parents.filter { $0 !== scroll && $0 !== content }.randomElement(using: &random) ?? window
        let layout = YAxisLayout(anchorable(&random, for: scroll))
        let edge = random.pick(VerticalLayoutEdge.allCases)
        note("overflow scroll \(name(scroll)) around \(name(content)) pinned to \(edge) of \(layout) in \(name(parent))")
        switch random.below(3) {
        case 0: track(parent.addSubview(scroll, pinnedTo: edge, of: layout))
        case 1: track(parent.addSubview(scroll, filling: .safeArea))
        default: track(parent.addSubview(scroll, centeredIn: .superview))
        }
    }

    func keyboardGuide(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        let guide: LayoutAnchorable = random.pick([.keyboardSafeArea, .keyboardFrame, .keyboardSafeAreaOf(window), .keyboardFrameOf(parent)])
        note("keyboard guide \(guide): \(name(view)) in \(name(parent))")
        switch random.below(3) {
        case 0: track(parent.addSubview(view, filling: BoxLayout(guide)))
        case 1: track(parent.addSubview(view, pinnedTo: .bottom, of: YAxisLayout(guide), insets: insets(&random)))
        default: track(parent.addSubview(view, filling: .top(.safeArea, leading: .superview, bottom: guide, trailing: .superview)))
        }
    }

    func stackFactory(_ random: inout FuzzRandom) {
        let arranged = (0..<random.below(4)).map { _ in makeView(&random) }
        arranged.forEach(hold)
        let alignment = random.pick([UIStackView.Alignment.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline])
        let distribution = random.pick([UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
        let spacing = random.constant(extremes: extremes)
        let insets: NSDirectionalEdgeInsets? = random.chance(50) ? .all(random.constant(extremes: extremes)) : nil
        let stack: UIStackView
        let kind: String
        switch random.below(6) {
        case 0:
            kind = "verticallyStacked"
            stack = UIView.verticallyStacked(arranged, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
        case 1:
            kind = "horizontallyStacked"
            stack = UIView.horizontallyStacked(arranged, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
        case 2:
            kind = "autoAdjustingVerticallyStacked"
            stack = UIView.autoAdjustingVerticallyStacked(arranged, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
        case 3:
            kind = "autoAdjustingHorizontallyStacked"
            stack = UIView.autoAdjustingHorizontallyStacked(arranged, alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
        case 4:
            let wrapped = arranged.first ?? makeView(&random)
            hold(wrapped)
            kind = "wrapped \(name(wrapped))"
            stack = switch random.below(4) {
            case 0: wrapped.centered(insets: insets)
            case 1: wrapped.horizontally(aligned: alignment, insets: insets)
            case 2: wrapped.verticallyCentered(insets: insets)
            default: wrapped.insetted(by: insets ?? .zero)
            }
        default:
            kind = "stacked"
            stack = UIView.stacked(arranged, axis: random.pick([.horizontal, .vertical]), alignment: alignment, distribution: distribution, spacing: spacing, insets: insets)
        }
        hold(stack)
        let parent = parents.filter { $0 !== stack && !$0.isDescendant(of: stack) }.randomElement(using: &random) ?? window
        note("\(kind) \(name(stack)) of \(arranged.map { name($0) }) \(alignment.rawValue)/\(distribution.rawValue) spacing \(spacing) in \(name(parent))")
        if let outer = parent as? UIStackView, random.chance(50) {
            outer.addArrangedSubview(stack)
        } else {
            track(parent.addSubview(stack, filling: box(&random, for: stack), insets: self.insets(&random)))
        }
    }

    func tableHeader(_ random: inout FuzzRandom) {
        let (content, _) = newChild(&random)
        content.removeFromSuperview()
        let table = UITableView(frame: .zero, style: .plain)
        hold(table)
        let parent = parents.filter { $0 !== table }.randomElement(using: &random) ?? window
        track(parent.addSubview(table, filling: box(&random, for: table), insets: insets(&random)))
        if random.chance(50) {
            table.selfSizingTableHeaderView = content
        } else {
            table.selfSizingTableFooterView = content
        }
        note("self-sizing table header or footer \(name(content)) in \(name(table)) in \(name(parent))")
    }

    func fixedFrameGuide(_ random: inout FuzzRandom) {
        let owner = parents.randomElement(using: &random) ?? window
        let guide = FixedFrameLayoutGuide()
        guide.identifier = "fixed\(guides.count)"
        guide.frame = CGRect(x: random.constant(extremes: extremes), y: random.constant(extremes: extremes),
                             width: random.size(extremes: extremes), height: random.size(extremes: extremes))
        owner.addLayoutGuide(guide)
        guides.append(guide)
        let (view, _) = newChild(&random)
        note("fixed-frame guide \(guide.frame) in \(name(owner)); fill \(name(view)) in it")
        track(owner.addSubview(view, filling: .guide(guide), insets: insets(&random)))
        if random.chance(30) { guide.frame = guide.frame.offsetBy(dx: random.constant(extremes: false), dy: 0) }
    }
}
#endif
