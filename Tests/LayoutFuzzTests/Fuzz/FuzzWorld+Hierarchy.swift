#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps that make, move, hide and drop views.
extension FuzzWorld {
    /// Random text: words, long words, line breaks or nothing.
    func text(_ random: inout FuzzRandom) -> String {
        switch random.below(6) {
        case 0: return ""
        case 1: return String(repeating: "W", count: 1 + random.below(80))
        case 2: return (0..<(1 + random.below(6))).map { _ in "line" }.joined(separator: "\n")
        default: return String(repeating: "Word ", count: random.below(40))
        }
    }

    /// A new view of a random kind: plain, label, button, image, text, stack or scroll view.
    func makeView(_ random: inout FuzzRandom) -> UIView {
        switch random.below(9) {
        case 0, 1:
            let label = UILabel()
            label.text = text(&random)
            label.numberOfLines = random.pick([0, 1, 2, 3])
            if random.chance(20) { label.preferredMaxLayoutWidth = CGFloat(random.below(300)) }
            if random.chance(30) { label.font = .preferredFont(forTextStyle: random.pick([.body, .largeTitle, .caption2])) }
            label.adjustsFontForContentSizeCategory = random.chance(50)
            return label
        case 2:
            let button = UIButton(type: random.pick([.system, .close, .custom]))
            if random.chance(70) { button.setTitle(text(&random), for: .normal) }
            return button
        case 3: return UIImageView(image: random.chance(85) ? UIImage(headlessSize: CGSize(width: random.below(80), height: random.below(80))) : nil)
        case 4:
            let stack = UIStackView()
            stack.axis = random.pick([.horizontal, .vertical])
            stack.distribution = random.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
            stack.alignment = random.pick([.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline])
            stack.spacing = random.pick([0, CGFloat(random.below(20)), -CGFloat(random.below(10)), UIStackView.spacingUseSystem])
            stack.isLayoutMarginsRelativeArrangement = random.chance(30)
            stack.isBaselineRelativeArrangement = random.chance(15)
            return stack
        case 5: return UIScrollView()
        case 6 where random.chance(40):
            let textView = UITextView()
            textView.text = text(&random)
            textView.isScrollEnabled = random.chance(50)
            return textView
        default: return UIView()
        }
    }

    func addView(_ random: inout FuzzRandom) {
        let view = makeView(&random)
        let candidates = parents + (random.chance(10) ? views.filter { $0.window == nil } : [])
        let parent = candidates[random.below(candidates.count)]
        hold(view)
        if let stack = parent as? UIStackView, random.chance(70) {
            if random.chance(30) {
                let index = random.below(stack.arrangedSubviews.count + 2) - 1
                stack.insertArrangedSubview(view, at: index)
                note("insert \(name(view)) arranged at \(index) in \(name(stack))")
            } else {
                stack.addArrangedSubview(view)
                note("arrange \(name(view)) in \(name(stack))")
            }
            return
        }
        view.translatesAutoresizingMaskIntoConstraints = random.chance(25)
        if view.translatesAutoresizingMaskIntoConstraints {
            view.frame = CGRect(x: random.constant(extremes: extremes), y: random.constant(extremes: extremes),
                                width: random.size(extremes: extremes), height: random.size(extremes: extremes))
            view.autoresizingMask = random.pick([[], [.flexibleWidth], [.flexibleHeight, .flexibleTopMargin],
                                                 [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]])
        }
        if random.chance(15), !parent.subviews.isEmpty {
            parent.insertSubview(view, at: random.below(parent.subviews.count))
        } else {
            parent.addSubview(view)
        }
        note("add \(name(view)) to \(name(parent)) autoresizing=\(view.translatesAutoresizingMaskIntoConstraints) frame=\(view.frame)")
    }

    func removeFromSuperview(_ random: inout FuzzRandom) {
        guard let view = anyPlacedView(&random) else { return }
        note("removeFromSuperview \(name(view)) from \(name(view.superview))")
        view.removeFromSuperview()
    }

    func reparent(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        let candidates = (parents + views).filter { $0 !== view && !$0.isDescendant(of: view) }
        guard let parent = candidates.randomElement(using: &random) else { return }
        if let stack = parent as? UIStackView, random.chance(50) {
            note("reparent \(name(view)) arranged in \(name(parent))")
            stack.addArrangedSubview(view)
        } else {
            note("reparent \(name(view)) to \(name(parent))")
            parent.addSubview(view)
        }
    }

    func drop(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        note("drop \(name(view))")
        // An app that lets go of a table's header or footer takes it off the table too.
        if let wrapper = view.superview as? AutoSizingTableHeaderFooterView, let table = wrapper.superview as? UITableView {
            if table.tableHeaderView === wrapper { table.tableHeaderView = nil }
            if table.tableFooterView === wrapper { table.tableFooterView = nil }
        }
        view.removeFromSuperview()
        release(view)
    }

    func hide(_ random: inout FuzzRandom) {
        guard let view = anyView(&random) else { return }
        view.isHidden.toggle()
        note("hidden=\(view.isHidden) \(name(view))")
    }
}
#endif
