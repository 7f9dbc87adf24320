import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// Holds a constraint the way the guide's `self.widthConstraint = …` example does.
@MainActor final class WidthHolder {
    var widthConstraint: NSLayoutConstraint?

    func install(on view: UIView) {
        Constraints(for: view, activate: false) {
            self.widthConstraint = $0.width.set(0)
        }
    }
}

/// Every example of the Align guide (seeds/align-guide.md, idioms.md §2.8), written as in the
/// guide, with the layout it describes checked on frames. The three "not allowed" lines are in
/// Tests/AutoLayoutAnchorsCompileFailures.
@Suite @MainActor struct GuideExampleTests {
    /// A 400 × 300 `view` with `title` and `subtitle` added (margins 8).
    func scene() -> (view: UIView, title: UIView, subtitle: UIView) {
        let view = retained(rootView()), title = UIView(), subtitle = UIView()
        view.addSubview(title)
        view.addSubview(subtitle)
        return (view, title, subtitle)
    }

    @Test func marginsAndSafeAreaAnchors() {
        let view = UIView()
        let anchors = [view.al.margins.top, view.al.safeArea.top, view.layoutMarginsGuide.al.top, view.safeAreaLayoutGuide.al.top]
        #expect(anchors.map(\.attribute) == [.top, .top, .top, .top])
        #expect(anchors[0].item === view.layoutMarginsGuide && anchors[2].item === view.layoutMarginsGuide)
        #expect(anchors[1].item === view.safeAreaLayoutGuide && anchors[3].item === view.safeAreaLayoutGuide)
    }

    @Test func accessingAnchors() {
        let (superview, view, _) = scene()
        Constraints(for: view) {
            $0.top.pinToSuperview()
            $0.centerX.alignWithSuperview()
        }
        view.al.size.set(CGSize(width: 40, height: 20))
        superview.layoutIfNeeded()
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.frame == CGRect(x: 180, y: 0, width: 40, height: 20))
    }

    @Test func disablingAutomaticActivation() {
        let (_, view, _) = scene()
        let holder = WidthHolder()
        holder.install(on: view)
        #expect(holder.widthConstraint?.constant == 0)
        #expect(holder.widthConstraint?.isActive == false)
    }

    @Test func alProxy() {
        let (view, title, _) = scene()
        title.al.top.pinToSuperview()
        title.al.size.set(CGSize(width: 10, height: 10))
        title.al.left.pinToSuperview()
        view.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func alignmentAnchorsAllowed() {
        for (index, expectedY) in [(0, 40.0), (1, 50.0), (2, 60.0)] as [(Int, CGFloat)] {
            let (view, title, subtitle) = scene()
            subtitle.al.edges.pinToSuperview(insets: NSDirectionalEdgeInsets(top: 40, leading: 0, bottom: 240, trailing: 0))
            title.al.size.set(CGSize(width: 10, height: 10))
            title.al.leading.pinToSuperview()
            Constraints(for: title, subtitle) { title, subtitle in
                // Allowed:
                switch index {
                case 0: title.top.align(with: subtitle.top)
                case 1: title.top.align(with: subtitle.centerY)
                default: title.top.align(with: subtitle.firstBaseline)
                }
            }
            view.layoutIfNeeded()
            // subtitle spans y 40…60: top 40, centre 50, baseline (a plain view's bottom) 60.
            #expect(title.frame.minY == expectedY)
        }
    }

    @Test func constantsAndMultipliers() {
        for (index, expectedY) in [(0, 30.0), (1, 40.0), (2, 70.0)] as [(Int, CGFloat)] {
            let (view, title, subtitle) = scene()
            subtitle.al.edges.pinToSuperview(insets: NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 280, trailing: 0))
            title.al.size.set(CGSize(width: 10, height: 10))
            title.al.leading.pinToSuperview()
            Constraints(for: title, subtitle) { title, subtitle in
                switch index {
                case 0: title.top.align(with: subtitle.top * 2 + 10)
                case 1: title.top.align(with: (subtitle.top + 10) * 2) // This will also do the right thing
                default:
                    title.top.align(with: subtitle.top * 2 + 10, relation: .greaterThanOrEqual)
                    title.top.pinToSuperview(inset: 70, priority: .defaultLow)
                }
            }
            view.layoutIfNeeded()
            // subtitle.top = 10: 2·10 + 10 = 30; 2·(10 + 10) = 40; at least 30, pulled to 70.
            #expect(title.frame.minY == expectedY)
        }
    }

    @Test func relationsInAlignment() {
        let (_, title, subtitle) = scene()
        let built = Constraints(for: title, subtitle) { title, subtitle in
            title.top.align(with: subtitle.top * 2 + 10, relation: .greaterThanOrEqual)
        }
        #expect(built.first?.relation == .greaterThanOrEqual)
        #expect(built.first?.multiplier == 2 && built.first?.constant == 10)
    }

    @Test func edgeAnchorsPinToContainers() {
        let cases: [(CGRect, (UIView, UIView) -> Void)] = [
            (CGRect(x: 0, y: 0, width: 10, height: 10), { title, _ in title.al.top.pinToSuperview() }),
            (CGRect(x: 0, y: 10, width: 10, height: 10), { title, _ in title.al.top.pinToSuperview(inset: 10) }),
            (CGRect(x: 0, y: 8, width: 10, height: 10), { title, _ in title.al.top.pinToSuperviewMargin() }),
        ]
        for (frame, pin) in cases {
            let (view, title, _) = scene()
            title.al.size.set(CGSize(width: 10, height: 10))
            title.al.left.pinToSuperview()
            pin(title, view)
            view.layoutIfNeeded()
            #expect(title.frame == frame)
        }
        let (view, title, _) = scene()
        title.al.size.set(CGSize(width: 10, height: 10))
        title.al.top.pinToSuperview()
        title.al.right.pin(to: view.layoutMarginsGuide, inset: 10)
        view.layoutIfNeeded()
        // Margin guide right = 392; 10 inside it.
        #expect(title.frame == CGRect(x: 372, y: 0, width: 10, height: 10))
    }

    @Test func rightEdgeInsetsAreNegativeConstants() {
        let (view, title, _) = scene()
        let pinned = title.al.right.pinToSuperview(inset: 10)
        // NSLayoutConstraint(item: title, attribute: .right, toItem: title.superview!, attribute: .right, constant: -10)
        #expect(pinned.firstItem === title && pinned.secondItem === view && pinned.secondAttribute == .right)
        #expect(pinned.relation == .equal && pinned.constant == -10)
        pinned.isActive = false
        let bounded = title.al.right.pinToSuperview(inset: 10, relation: .greaterThanOrEqual)
        // At least 10 inside: title.right <= superview.right − 10 (idioms.md §2.9 supersedes the guide's comment).
        #expect(bounded.relation == .lessThanOrEqual && bounded.constant == -10)
        title.al.width.set(1000, priority: .defaultLow)
        title.al.left.pinToSuperview()
        title.al.top.pinToSuperview()
        title.al.height.set(10)
        view.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 0, width: 390, height: 10))
    }

    @Test func centerAnchorsAlignWithSuperview() {
        for (offset, expectedY) in [(nil, 145.0), (10, 155.0)] as [(CGFloat?, CGFloat)] {
            let (view, title, _) = scene()
            title.al.size.set(CGSize(width: 10, height: 10))
            title.al.left.pinToSuperview()
            if let offset {
                title.al.centerY.alignWithSuperview(offset: offset)
            } else {
                title.al.centerY.alignWithSuperview()
            }
            view.layoutIfNeeded()
            #expect(title.frame.minY == expectedY)
        }
    }

    @Test func dimensionAnchorsSetAndMatch() {
        let (view, title, _) = scene()
        title.al.width.set(44)
        title.al.width.set(44, relation: .lessThanOrEqual)
        title.al.width.match(title.al.height * 2) // aspect ratio
        title.al.top.pinToSuperview()
        title.al.left.pinToSuperview()
        view.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 0, width: 44, height: 22))
        let (other, square, _) = scene()
        square.al.width.set(30)
        square.al.width.match(square.al.height)
        square.al.edges(.top, .left).pin()
        other.layoutIfNeeded()
        #expect(square.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test func edgesCollectionLines() {
        let lines: [(CGRect, (LayoutProxy<UIView>) -> Void)] = [
            (CGRect(x: 0, y: 0, width: 400, height: 300), { $0.edges.pinToSuperview() }), // pins the edges to fill the superview
            (CGRect(x: 10, y: 10, width: 380, height: 280), { $0.edges.pinToSuperview(insets: Insets(10)) }), // with insets
            (CGRect(x: 8, y: 8, width: 384, height: 284), { $0.edges.pinToSuperviewMargins() }), // or margins
            (CGRect(x: 0, y: 0, width: 400, height: 20), { $0.edges(.left, .right).pinToSuperview(); $0.top.pinToSuperview(); $0.height.set(20) }),
        ]
        for (frame, constraints) in lines {
            let view = rootView(), stack = UIView()
            view.addSubview(stack, constraints: constraints)
            view.layoutIfNeeded()
            #expect(stack.frame == frame)
        }
    }

    @Test func edgesCollectionBlockAsWritten() {
        let view = rootView(), stack = UIView()
        let built = view.addSubview(stack) {
            $0.edges.pinToSuperview() // pins the edges to fill the superview
            $0.edges.pinToSuperview(insets: Insets(10)) // with insets
            $0.edges.pinToSuperviewMargins() // or margins
            $0.edges(.left, .right).pinToSuperview() // fill along horizontal axis
        }
        // Alternatives shown together: 4 + 4 + 4 + 2 constraints, all made and activated.
        #expect(built.count == 14 && built.allSatisfy { $0.isActive })
        #expect(built.map(\.constant) == [0, 0, 0, 0, 10, -10, 10, -10, 0, 0, 0, 0, 0, 0])
        #expect(built.suffix(2).map(\.firstAttribute) == [.left, .right])
    }

    @Test func centerCollection() {
        let (view, title, _) = scene()
        title.al.size.set(CGSize(width: 20, height: 10))
        Constraints(for: title) {
            $0.center.alignWithSuperview() // centers in a superview
            $0.center.align(with: view.al.center)
        }
        view.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 190, y: 145, width: 20, height: 10))
    }

    @Test func sizeCollection() {
        let superview = rootView(), view = UIView(), container = UIView()
        superview.addSubview(view)
        superview.addSubview(container)
        container.al.size.set(CGSize(width: 44, height: 44))
        Constraints(for: view, container) { view, container in
            view.size.set(CGSize(width: 44, height: 44))
            view.size.match(container.size)
        }
        view.al.edges(.top, .leading).pinToSuperview()
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
    }

    @Test func addSubviewsExtension() {
        let view = rootView(), stack = UIView()
        stack.al.height.set(20)
        view.addSubview(stack) {
            $0.edges(.left, .right).pinToSuperview() // fill along horizontal axis
            $0.centerY.alignWithSuperview() // center along vertical axis
        }
        view.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 140, width: 400, height: 20))
    }
}
