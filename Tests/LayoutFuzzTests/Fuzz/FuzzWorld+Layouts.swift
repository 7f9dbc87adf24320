#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation

// Steps with the DSL's layout families: filling, filling at most, centring, pinning positions,
// constant rects and points, edges, aligning, stacking without a stack view, and defaults. Each
// lays out a new view in a random parent, or (the `constrain` forms) a held view in place.
extension FuzzWorld {
    /// A new view held by the sequence, and a parent for it.
    func newChild(_ random: inout FuzzRandom) -> (UIView, UIView) {
        let view = makeView(&random)
        hold(view)
        let candidates = parents.filter { $0 !== view }
        return (view, candidates[random.below(candidates.count)])
    }

    /// A held view with a superview to constrain in place, or a new child added to a parent.
    func subject(_ random: inout FuzzRandom) -> (view: UIView, parent: UIView, isNew: Bool) {
        if random.chance(25), let view = anyPlacedView(&random), let parent = view.superview {
            return (view, parent, false)
        }
        let (view, parent) = newChild(&random)
        return (view, parent, true)
    }

    /// What an edge is laid out against: mostly the superview's guides, sometimes another view,
    /// a guide, the keyboard, a scroll view's guides, or nothing.
    func anchorable(_ random: inout FuzzRandom, for view: UIView) -> LayoutAnchorable {
        switch random.below(16) {
        case 0, 1, 2: return .superview
        case 3, 4: return .safeArea
        case 5: return .layoutMargins
        case 6: return .readableContent
        case 7: return random.pick([.keyboardSafeArea, .keyboardFrame])
        case 8: return random.pick([.scrollContent, .scrollFrame])
        case 9: return random.chance(10) ? .none : .default
        case 10:
            if let other = parents.filter({ $0 !== view && !$0.isDescendant(of: view) }).randomElement(using: &random) {
                return random.pick([.relative(other), .safeAreaOf(other), .layoutMarginsOf(other), .readableContentOf(other)])
            }
            return .superview
        case 11:
            if let guide = guides.filter({ $0.owningView === view.superview }).randomElement(using: &random) { return .guide(guide) }
            return .safeArea
        case 12:
            if let other = views.randomElement(using: &random) { return random.pick([.keyboardSafeAreaOf(other), .keyboardFrameOf(other)]) }
            return .keyboardSafeArea
        default: return .superview
        }
    }

    func insets(_ random: inout FuzzRandom) -> NSDirectionalEdgeInsets {
        switch random.below(5) {
        case 0: return UIView.Default.insets
        case 1: return .zero
        case 2: return NSDirectionalEdgeInsets(top: random.constant(extremes: extremes), leading: random.constant(extremes: extremes),
                                               bottom: random.constant(extremes: extremes), trailing: random.constant(extremes: extremes))
        default: return .all(random.constant(extremes: extremes))
        }
    }

    func spacing(_ random: inout FuzzRandom) -> CGFloat {
        random.chance(30) ? UIView.Default.spacing : random.constant(extremes: extremes)
    }

    func horizontalRequest(_ random: inout FuzzRandom, for view: UIView) -> ConstrainedHorizontalLayout {
        let layout = HorizontalAxisLayout(anchorable(&random, for: view))
        let request: ConstrainedHorizontalLayout = switch random.below(10) {
        case 0: .fill
        case 1: .filling(layout)
        case 2: .center
        case 3: .centered(in: XAxisLayout(anchorable(&random, for: view)))
        case 4: .leading
        case 5: .trailing(in: layout)
        case 6: .attach
        case 7: .none
        case 8: .attached(.center)
        default: .default
        }
        return random.chance(15) ? .overflow(request) : request
    }

    func verticalRequest(_ random: inout FuzzRandom, for view: UIView) -> ConstrainedVerticalLayout {
        let layout = VerticalAxisLayout(anchorable(&random, for: view))
        let request: ConstrainedVerticalLayout = switch random.below(10) {
        case 0: .fill
        case 1: .filling(layout)
        case 2: .center
        case 3: .centered(in: YAxisLayout(anchorable(&random, for: view)), between: layout)
        case 4: .top
        case 5: .bottom(in: layout)
        case 6: .attach
        case 7: .none
        case 8: .attached(.fill)
        default: .default
        }
        return random.chance(15) ? .overflow(request) : request
    }

    func box(_ random: inout FuzzRandom, for view: UIView) -> BoxLayout {
        switch random.below(4) {
        case 0: return BoxLayout(top: anchorable(&random, for: view), leading: anchorable(&random, for: view),
                                 bottom: anchorable(&random, for: view), trailing: anchorable(&random, for: view))
        case 1: return .horizontally(HorizontalAxisLayout(anchorable(&random, for: view)), vertically: VerticalAxisLayout(anchorable(&random, for: view)))
        default: return BoxLayout(anchorable(&random, for: view))
        }
    }

    /// Keeps what a DSL operation returned and logs it.
    func record(_ list: ConstraintsList, _ line: String) {
        track(list)
        note("\(line) → \(list.all.count) constraints")
    }

    func fill(_ random: inout FuzzRandom) {
        let (view, parent, isNew) = subject(&random)
        let layout = box(&random, for: view), insets = insets(&random)
        let line = "fill \(name(view)) in \(name(parent)) \(layout) insets \(insets)"
        record(isNew ? parent.addSubview(view, filling: layout, insets: insets) : view.constrain(filling: layout, insets: insets), line)
    }

    func fillAtMost(_ random: inout FuzzRandom) {
        let (view, parent, isNew) = subject(&random)
        let layout = box(&random, for: view), insets = insets(&random)
        let position = random.pick(LayoutPosition.allCases), target = random.pick(LayoutPosition.allCases)
        let offset = CGPoint(x: random.constant(extremes: extremes), y: random.constant(extremes: extremes))
        let line = "fill at most \(name(view)) in \(name(parent)) \(layout) pinning \(position) to \(target) offset \(offset)"
        if isNew {
            record(parent.addSubview(view, fillingAtMost: layout, insets: insets, pinning: position, to: target, offset: offset), line)
        } else {
            record(view.constrain(fillingAtMost: layout, insets: insets, pinnedTo: position, of: PointLayout(anchorable(&random, for: view)), offset: offset), line)
        }
    }

    func center(_ random: inout FuzzRandom) {
        let (view, parent, isNew) = subject(&random)
        let layout = PointLayout(x: anchorable(&random, for: view), y: anchorable(&random, for: view))
        let offset = CGPoint(x: random.constant(extremes: extremes), y: random.constant(extremes: extremes))
        let line = "center \(name(view)) in \(name(parent)) \(layout) offset \(offset)"
        record(isNew ? parent.addSubview(view, centeredIn: layout, offset: offset) : view.constrain(centeredIn: layout, offset: offset), line)
    }

    func pinPosition(_ random: inout FuzzRandom) {
        let (view, parent, isNew) = subject(&random)
        let position = random.pick(LayoutPosition.allCases), target = random.pick(LayoutPosition.allCases)
        let layout = PointLayout(anchorable(&random, for: view))
        let offset = CGPoint(x: random.constant(extremes: extremes), y: 0)
        let line = "pin \(position) of \(name(view)) to \(target) of \(layout) in \(name(parent))"
        record(isNew ? parent.addSubview(view, pinning: position, to: target, of: layout, offset: offset)
                     : view.constrain(pinnedTo: position, of: layout, offset: offset), line)
    }

    func pinConstant(_ random: inout FuzzRandom) {
        let (view, parent, isNew) = subject(&random)
        let box = box(&random, for: view)
        let point = CGPoint(x: random.constant(extremes: extremes), y: random.constant(extremes: extremes))
        switch random.below(3) {
        case 0:
            let rect = CGRect(origin: point, size: CGSize(width: random.size(extremes: extremes), height: random.size(extremes: extremes)))
            let line = "pin \(name(view)) at \(rect) in \(box) of \(name(parent))"
            record(isNew ? parent.addSubview(view, pinnedAt: rect, in: box) : view.constrain(pinnedAt: rect, in: box), line)
        case 1:
            let line = "pin \(name(view)) at \(point) in \(box) of \(name(parent))"
            record(isNew ? parent.addSubview(view, pinnedAt: point, in: box) : view.constrain(pinnedAt: point, in: box), line)
        default:
            let position = random.pick(LayoutPosition.allCases)
            let line = "pin \(position) of \(name(view)) at \(point) in \(box) of \(name(parent))"
            record(isNew ? parent.addSubview(view, pinning: position, at: point, in: box) : view.constrain(pinning: position, at: point, in: box), line)
        }
    }

    func pinEdge(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        let insets = insets(&random), spacing = spacing(&random)
        let sibling = parent.subviews.filter { $0 !== view }.randomElement(using: &random)
        switch random.below(8) {
        case 0:
            let edge = random.pick(VerticalLayoutEdge.allCases), target = random.pick(VerticalLayoutEdge.allCases)
            let horizontally = horizontalRequest(&random, for: view)
            let layout = YAxisLayout(anchorable(&random, for: view))
            record(parent.addSubview(view, pinning: edge, to: target, of: layout, horizontally: horizontally, insets: insets, spacing: spacing),
                   "pin \(edge) of \(name(view)) to \(target) of \(layout) in \(name(parent)), horizontally \(horizontally)")
        case 1:
            let edge = random.pick(HorizontalLayoutEdge.allCases)
            let vertically = verticalRequest(&random, for: view)
            let layout = XAxisLayout(anchorable(&random, for: view))
            record(parent.addSubview(view, pinnedTo: edge, of: layout, vertically: vertically, insets: insets, spacing: spacing),
                   "pin \(edge) of \(name(view)) to \(layout) in \(name(parent)), vertically \(vertically)")
        case 2:
            let top = YAxisLayout(anchorable(&random, for: view)), bottom = YAxisLayout(anchorable(&random, for: view))
            record(parent.addSubview(view, pinningTopTo: random.pick(VerticalLayoutEdge.allCases), of: top, spacing: spacing,
                                     bottomTo: random.pick(VerticalLayoutEdge.allCases), of: bottom, spacing: self.spacing(&random),
                                     horizontally: horizontalRequest(&random, for: view), insets: insets),
                   "pin top and bottom of \(name(view)) to \(top) and \(bottom) in \(name(parent))")
        case 3 where sibling != nil:
            record(parent.addSubview(view, pinningBelow: sibling!, horizontally: horizontalRequest(&random, for: view), insets: insets, spacing: spacing),
                   "pin \(name(view)) below \(name(sibling)) in \(name(parent))")
        case 4 where sibling != nil:
            record(parent.addSubview(view, pinningAfter: sibling!, vertically: verticalRequest(&random, for: view), insets: insets, spacing: spacing),
                   "pin \(name(view)) after \(name(sibling)) in \(name(parent))")
        case 5 where sibling != nil:
            record(parent.addSubview(view, fillingRemainingSpaceBelow: sibling!, in: YAxisLayout(anchorable(&random, for: view)), spacing: spacing),
                   "fill below \(name(sibling)) with \(name(view)) in \(name(parent))")
        case 6 where sibling != nil:
            if random.chance(50) {
                record(parent.addSubview(view, pinningAbove: sibling!, spacing: spacing), "pin \(name(view)) above \(name(sibling)) in \(name(parent))")
            } else {
                record(parent.addSubview(view, fillingRemainingSpaceBefore: sibling!, spacing: spacing),
                       "fill before \(name(sibling)) with \(name(view)) in \(name(parent))")
            }
        default:
            let layout = YAxisLayout(anchorable(&random, for: view))
            record(parent.addSubview(view, pinnedTo: .top, of: layout, horizontally: horizontalRequest(&random, for: view), insets: insets),
                   "pin top of \(name(view)) to \(layout) in \(name(parent))")
        }
    }

    func align(_ random: inout FuzzRandom) {
        let (view, parent, isNew) = subject(&random)
        let vertically = verticalRequest(&random, for: view), horizontally = horizontalRequest(&random, for: view)
        let insets = insets(&random)
        let line = "align \(name(view)) in \(name(parent)) vertically \(vertically) horizontally \(horizontally)"
        if isNew {
            record(parent.addSubview(view, aligningVerticallyTo: vertically, horizontally: horizontally, insets: insets), line)
        } else {
            record(view.constrain(vertically: vertically, horizontally: horizontally, insets: insets), line)
        }
    }

    func stackSubviews(_ random: inout FuzzRandom) {
        let (first, parent) = newChild(&random)
        let more = (0..<random.below(3)).map { _ in makeView(&random) }
        more.forEach(hold)
        let stacked = [first] + more
        let insets = insets(&random), spacing = spacing(&random)
        let lists: [ConstraintsList]
        if random.chance(50) {
            let layout = VerticalAxisLayout(top: anchorable(&random, for: first), bottom: anchorable(&random, for: first))
            lists = parent.addSubviewsVertically(stacked, in: layout, horizontally: horizontalRequest(&random, for: first), insets: insets, spacing: spacing)
            note("stack vertically \(stacked.map { name($0) }) in \(name(parent)) \(layout)")
        } else {
            let layout = HorizontalAxisLayout(anchorable(&random, for: first))
            lists = parent.addSubviewsHorizontally(stacked, in: layout, vertically: verticalRequest(&random, for: first), insets: insets, spacing: spacing)
            note("stack horizontally \(stacked.map { name($0) }) in \(name(parent)) \(layout)")
        }
        lists.forEach(track)
    }

    func defaults(_ random: inout FuzzRandom) {
        let (view, parent) = newChild(&random)
        let anchorable = anchorable(&random, for: view)
        let horizontally = horizontalRequest(&random, for: view), vertically = verticalRequest(&random, for: view)
        let insets = insets(&random), spacing = spacing(&random)
        note("with defaults \(anchorable) h \(horizontally) v \(vertically) insets \(insets) spacing \(spacing):")
        UIView.with(anchorable, horizontally: horizontally, vertically: vertically, insets: insets, spacing: spacing) {
            if random.chance(50) {
                record(parent.addSubview(view, pinnedTo: .top), "  pin \(name(view)) to top of \(name(parent))")
            } else {
                record(parent.addSubview(view, filling: .default), "  fill \(name(view)) in \(name(parent))")
            }
            if let sibling = parent.subviews.filter({ $0 !== view }).randomElement(using: &random), random.chance(50) {
                let next = makeView(&random)
                hold(next)
                record(parent.addSubview(next, fillingRemainingSpaceBelow: sibling), "  fill below \(name(sibling)) with \(name(next))")
            }
        }
    }
}
#endif
