import AutoLayoutAnchors
import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.6: the `Constraints` builder collects and activates in one batch.
@Suite @MainActor struct ConstraintsBuilderTests {
    @Test func constraintsAreInactiveInsideTheBodyAndActiveAfterIt() {
        let (root, views) = hierarchy(1)
        var insideActive: [Bool] = []
        let built = Constraints(for: views[0]) {
            let top = $0.top.pinToSuperview()
            let width = $0.width.set(100)
            insideActive = [top.isActive, width.isActive]
            width.priority = .defaultHigh
        }
        #expect(insideActive == [false, false])
        #expect(built.constraints.count == 2 && built.constraints.allSatisfy { $0.isActive })
        #expect(built.constraints[1].priority == .defaultHigh)
        // The top constraint is installed on the superview, the width on the view itself.
        #expect(root.constraints.count == 1 && views[0].constraints.count == 1)
    }

    @Test func activateFalseLeavesThemInactiveUntilAskedTo() {
        let (_, views) = hierarchy(1)
        var width: NSLayoutConstraint?
        let built = Constraints(for: views[0], activate: false) { width = $0.width.set(0) }
        #expect(width?.isActive == false)
        #expect(Array(built) == [width].compactMap { $0 })
        built.activate()
        #expect(width?.isActive == true)
        built.deactivate()
        #expect(width?.isActive == false)
    }

    @Test func isARandomAccessCollection() {
        let (_, views) = hierarchy(2)
        let built = Constraints(for: views[0], views[1]) { a, b in
            a.top.pinToSuperview()
            b.top.equal(a.bottom)
            a.edges(.leading, .trailing).pinToSuperview()
        }
        #expect(built.count == 4)
        #expect(built.map(\.firstAttribute) == [.top, .top, .leading, .trailing])
        #expect(built[1].secondItem === views[0])
        #expect(built.startIndex == 0 && built.endIndex == 4)
    }

    @Test func nestedBuildersCollectOnlyTheirOwn() {
        let (_, views) = hierarchy(2)
        var inner: Constraints?
        var innerActiveBeforeOuterEnds = false
        let outer = Constraints(for: views[0]) {
            $0.top.pinToSuperview()
            inner = Constraints(for: views[1]) { $0.bottom.pinToSuperview() }
            innerActiveBeforeOuterEnds = inner?.constraints.first?.isActive ?? false
            $0.height.set(10)
        }
        #expect(outer.map(\.firstAttribute) == [.top, .height])
        #expect(inner?.map(\.firstAttribute) == [.bottom])
        #expect(innerActiveBeforeOuterEnds)
    }

    @Test func arityThreeAndFourAndItemlessBuilders() {
        let (_, views) = hierarchy(4)
        let three = Constraints(for: views[0], views[1], views[2]) { a, b, c in
            a.width.set(1); b.width.set(2); c.width.set(3)
        }
        let four = Constraints(for: views[0], views[1], views[2], views[3]) { a, b, c, d in
            a.height.set(1); b.height.set(2); c.height.set(3); d.height.set(4)
        }
        let plain = Constraints { views[3].al.width.set(9) }
        #expect(three.map(\.constant) == [1, 2, 3])
        #expect(zip(three, views).allSatisfy { $0.firstItem === $1 })
        #expect(four.map(\.constant) == [1, 2, 3, 4] && four.allSatisfy { $0.isActive })
        #expect(plain.count == 1 && plain[0].isActive)
    }

    @Test func guidesAndViewsMix() {
        let root = rootView()
        let guide = UILayoutGuide(), view = UIView()
        root.addLayoutGuide(guide)
        root.addSubview(view)
        let built = Constraints(for: guide, view) { guide, view in
            guide.edges.pinToSuperview(insets: 10)
            view.edges.pin(to: guide.item, insets: 5)
        }
        #expect(built.count == 8 && built.allSatisfy { $0.isActive })
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 380, height: 280))
        #expect(view.frame == CGRect(x: 15, y: 15, width: 370, height: 270))
    }

    @Test func theBatchGoesThroughTheFunnel() {
        let (_, views) = hierarchy(1)
        var builtActiveInsideGroup = true
        let list = ConstraintsList.grouped({
            let built = Constraints(for: views[0]) { $0.top.pinToSuperview(); $0.height.set(5) }
            builtActiveInsideGroup = built.contains { $0.isActive }
        }, for: views[0])
        #expect(!builtActiveInsideGroup)
        #expect(list.all.map(\.firstAttribute) == [.top, .height])
        #expect(list.all.allSatisfy { $0.isActive })
    }

    @Test func singleCallsOutsideABuilderAlsoUseTheFunnel() {
        let (_, views) = hierarchy(1)
        var constraint: NSLayoutConstraint?
        let list = ConstraintsList.grouped({ constraint = views[0].al.width.set(3) }, for: views[0])
        #expect(list.all.count == 1 && list.all.first === constraint)
        #expect(constraint?.isActive == true)
    }

    @Test func placeholdersAreNeverCollected() {
        let view = UIView()
        var placeholder: NSLayoutConstraint?
        let reported = diagnostics {
            let built = Constraints(for: view) { placeholder = $0.top.pinToSuperview() }
            #expect(built.isEmpty)
        }
        #expect(reported.map(\.kind) == [.anchorNoContainer])
        #expect(placeholder?.isActive == false)
    }
}
