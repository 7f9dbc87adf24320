import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §10.
@Suite @MainActor struct FixedFrameGuideTests {
    @Test func readmeExamplePinsALabelToTheGuidesCentre() {
        let root = rootView(), label = IntrinsicView(40, 10)
        let guide = FixedFrameLayoutGuide()
        root.addLayoutGuide(guide)
        root.addSubview(label, pinnedTo: .center, of: .guide(guide))
        guide.frame = CGRect(x: 100, y: 50, width: 100, height: 30)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 100, y: 50, width: 100, height: 30))
        #expect(label.frame == CGRect(x: 130, y: 60, width: 40, height: 10))

        guide.center = CGPoint(x: 300, y: 200)
        root.layoutIfNeeded()
        #expect(guide.frame == CGRect(x: 250, y: 185, width: 100, height: 30))
        #expect(label.frame == CGRect(x: 280, y: 195, width: 40, height: 10))

        guide.size = CGSize(width: 20, height: 20)
        guide.point = CGPoint(x: 0, y: 0)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func constraintsUseTheOwnersLeftAndTop() {
        let root = rootView()
        let guide = FixedFrameLayoutGuide()
        guide.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        root.addLayoutGuide(guide)
        let mine = root.constraints.filter { $0.identifier?.hasPrefix("FixedFrameLayoutGuide fixedFrame.") == true }
        #expect(mine.map(fields) == [
            expected(guide, .left, .equal, root, .left, constant: 10, id: "FixedFrameLayoutGuide fixedFrame.left"),
            expected(guide, .right, .equal, root, .left, constant: 40, id: "FixedFrameLayoutGuide fixedFrame.right"),
            expected(guide, .top, .equal, root, .top, constant: 20, id: "FixedFrameLayoutGuide fixedFrame.top"),
            expected(guide, .bottom, .equal, root, .top, constant: 60, id: "FixedFrameLayoutGuide fixedFrame.bottom"),
        ])
        #expect(mine.allSatisfy { $0.isActive })
    }

    @Test func frameMeansTheSameInRightToLeftLayouts() {
        let root = rootView()
        root.semanticContentAttribute = .forceRightToLeft
        let guide = FixedFrameLayoutGuide()
        root.addLayoutGuide(guide)
        guide.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func losingTheOwnerDeactivatesTheConstraints() {
        let root = rootView()
        let guide = FixedFrameLayoutGuide()
        root.addLayoutGuide(guide)
        let mine = root.constraints.filter { $0.identifier?.hasPrefix("FixedFrameLayoutGuide") == true }
        #expect(mine.count == 4)
        root.removeLayoutGuide(guide)
        #expect(mine.allSatisfy { !$0.isActive })
        #expect(guide.owningView == nil)
    }

    @Test func nonFiniteFramesAreReportedAndIgnored() {
        let root = rootView()
        let guide = FixedFrameLayoutGuide()
        root.addLayoutGuide(guide)
        guide.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let reported = diagnostics { guide.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
        #expect(reported.map(\.kind) == [.invalidArgument])
        #expect(guide.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
