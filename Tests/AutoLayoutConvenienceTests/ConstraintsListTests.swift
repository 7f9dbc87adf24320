import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §1.6: the handle, its role accessors, insets, activation and the funnel.
@Suite @MainActor struct ConstraintsListTests {
    @Test func accessorsUseRolesNotFirstAttributes() {
        let root = rootView(), sibling = IntrinsicView(10, 10), view = IntrinsicView(10, 10)
        root.addSubview(sibling, pinnedTo: .top)
        let list = root.addSubview(view, pinningBelow: sibling)
        #expect(list.view === view)
        #expect(list.top?.firstAttribute == .bottom)
        #expect(list.leading === list.all[0] && list.trailing === list.all[1])
        #expect(list.allTop.count == 1 && list.bottom == nil && list.centerX == nil && list.width == nil)
        #expect(list.others.isEmpty)
    }

    @Test func allAccessorsCollectEveryConstraintOfARole() {
        let root = rootView(), view = IntrinsicView(10, 10)
        let list = root.addSubview(view, fillingAtMost: .superview)
        #expect(list.allTop.map(\.relation) == [.equal, .lessThanOrEqual])
        #expect(list.allLeading.count == 2 && list.allBottom.count == 2 && list.allTrailing.count == 2)
        #expect(list.allCenterX.count == 1 && list.allCenterY.count == 1)
        #expect(list.allWidth.isEmpty && list.allHeight.isEmpty && list.allFirstBaseline.isEmpty && list.allLastBaseline.isEmpty)
        #expect(list.firstBaseline == nil && list.lastBaseline == nil)
    }

    @Test func insetsRoundTrip() {
        let root = rootView(), view = UIView()
        let list = root.addSubview(view, filling: .superview, insets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(list.insets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        list.insets = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(list.all.map(\.constant) == [-5, -6, 7, 8])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 6, y: 5, width: 386, height: 288))
    }

    @Test func insetsOfFillingAtMostLeaveThePinAlone() {
        let root = rootView(), view = IntrinsicView(10, 10)
        let list = root.addSubview(view, fillingAtMost: .superview, insets: .all(10), pinnedTo: .topLeading, offset: CGPoint(x: 3, y: 4))
        #expect(list.insets == .all(10))
        list.insets = .all(20)
        #expect(list.all.map(\.constant) == [3, 4, -20, -20, 20, 20, -20, -20, 20, 20])
    }

    @Test func activeState() {
        let root = rootView(), view = UIView()
        let list = root.addSubview(view, filling: .superview)
        list.isActive = false
        #expect(!list.isActive && list.all.allSatisfy { !$0.isActive })
        list.isActive = true
        #expect(list.isActive && list.all.allSatisfy(\.isActive))
        list.deactivate()
        list.activate()
        #expect(root.constraints.count == 4)
    }

    @Test func changingPriorityAcrossTheRequiredBoundary() {
        let root = rootView(), view = UIView()
        let list = root.addSubview(view, filling: .superview)
        list.changePriority(.defaultHigh)
        #expect(list.all.allSatisfy { $0.priority == .defaultHigh && $0.isActive })
        list.changePriority(.required)
        #expect(list.all.allSatisfy { $0.priority == .required && $0.isActive })
        list.changePriority(.defaultLow).changePriority(.defaultHigh)
        #expect(list.all.allSatisfy { $0.priority == .defaultHigh })
    }

    @Test func initialiserDoesNotActivate() {
        let root = rootView(), view = UIView()
        root.addSubview(view)
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        let list = ConstraintsList(constraints: [constraint], view: view, identifier: .custom("x"))
        #expect(!list.isActive && !constraint.isActive)
        #expect(list.identifier?.rawValue == "x" && list.width === constraint)
        #expect(ConstraintsList.Identifier.main.rawValue == "main")
        #expect(ConstraintsList().all.isEmpty && ConstraintsList().view == nil)
    }

    @Test func funnelDropsNilsAndActivates() {
        let root = rootView(), view = UIView()
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let top = root.topAnchor.constraint(equalTo: view.topAnchor)
        let list = ConstraintsList.activate([width, nil, top], for: view)
        #expect(list.all == [width, top] && list.isActive && width.isActive && top.isActive)
        // Roles are inferred from the attribute of the view each constraint names.
        #expect(list.width === width && list.top === top)
    }

    @Test func groupedCollectsBeforeActivating() {
        let root = rootView(), view = IntrinsicView(10, 10)
        var inner: ConstraintsList?
        let list = ConstraintsList.grouped({
            view.constrain(width: 20)
            inner = root.addSubview(view, pinnedTo: .top)
            #expect(inner?.isActive == false)
        }, for: view)
        #expect(list.all.count == 4 && list.isActive && list.all.allSatisfy(\.isActive))
        #expect(list.width?.constant == 20)
        #expect(inner?.isActive == false)
    }
}

extension ConstraintsListTests {
    @Test func identifiersNeverUseUIKitsPrefixes() {
        let root = rootView(), view = UIView()
        let list = root.addSubview(view, filling: .superview, file: "UIParts/Card.swift", line: 7)
        #expect(list.top?.identifier == "_UIParts/Card.swift:7 fill.top")
        let other = root.addSubview(UIView(), filling: .superview, file: "NSBits/Card.swift", line: 8)
        #expect(other.top?.identifier == "_NSBits/Card.swift:8 fill.top")
    }
}
