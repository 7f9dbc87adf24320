import AutoLayoutAnchors
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §2.5: the edges collection — selections, insets, alignment and axis.
@Suite @MainActor struct EdgesCollectionTests {
    @Test func pinToSuperviewMakesHorizontalThenVerticalEdges() {
        let (root, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = view.al.edges.pinToSuperview(insets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(cs.map(fields) == [
            expected(view, .leading, .equal, root, .leading, constant: 2, id: id(line, "anchors.edges.leading")),
            expected(view, .trailing, .equal, root, .trailing, constant: -4, id: id(line, "anchors.edges.trailing")),
            expected(view, .top, .equal, root, .top, constant: 1, id: id(line, "anchors.edges.top")),
            expected(view, .bottom, .equal, root, .bottom, constant: -3, id: id(line, "anchors.edges.bottom")),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 2, y: 1, width: 394, height: 296))
    }

    @Test func edgeInsetsMapLeftToLeadingAndFollowRightToLeft() {
        let (root, views) = hierarchy(2)
        root.semanticContentAttribute = .forceRightToLeft
        let (directional, absolute) = (views[0], views[1])
        directional.al.edges.pinToSuperview(insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        absolute.al.edges.absolute().pinToSuperview(insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        root.layoutIfNeeded()
        // Directional: left inset → leading, the right side in RTL. Absolute: left stays left.
        #expect(directional.frame == CGRect(x: 30, y: 0, width: 360, height: 300))
        #expect(absolute.frame == CGRect(x: 10, y: 0, width: 360, height: 300))
    }

    @Test func absoluteUsesLeftAndRight() {
        let (root, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = view.al.edges.absolute().pinToSuperview(insets: 5)
        #expect(cs.map(fields) == [
            expected(view, .left, .equal, root, .left, constant: 5, id: id(line, "anchors.edges.left")),
            expected(view, .right, .equal, root, .right, constant: -5, id: id(line, "anchors.edges.right")),
            expected(view, .top, .equal, root, .top, constant: 5, id: id(line, "anchors.edges.top")),
            expected(view, .bottom, .equal, root, .bottom, constant: -5, id: id(line, "anchors.edges.bottom")),
        ])
    }

    @Test func selectionsConstrainOnlyTheirEdges() {
        let (root, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = view.al.edges(.bottom, .top).pin(to: root, insets: 8)
        #expect(cs.map(fields) == [
            expected(view, .top, .equal, root, .top, constant: 8, id: id(line, "anchors.edges.top")),
            expected(view, .bottom, .equal, root, .bottom, constant: -8, id: id(line, "anchors.edges.bottom")),
        ])
        #expect(view.al.edges(.left, .right).absolute().edges == [.left, .right])
        #expect(view.al.edges(.leading, .top).absolute().edges == [.left, .top])
    }

    @Test func mixingDirectionalAndAbsoluteEdgesCreatesNothing() {
        let (_, views) = hierarchy(1)
        var cs: [NSLayoutConstraint] = [NSLayoutConstraint]()
        var line = 0
        let reported = diagnostics { line = #line; cs = views[0].al.edges(.leading, .right).pinToSuperview() }
        #expect(cs.isEmpty)
        #expect(reported.map(\.kind) == [.anchorInvalid] && reported.first?.line == UInt(line))
        #expect(views[0].constraints.isEmpty && views[0].translatesAutoresizingMaskIntoConstraints)
    }

    @Test func equalAndLessThanOrEqualRelateToAnItem() {
        let (root, views) = hierarchy(2)
        let (a, b) = (views[0], views[1])
        b.al.edges.pinToSuperview(insets: 20)
        let line = #line; let inside = a.al.edges.lessThanOrEqual(b, insets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(inside.map(fields) == [
            expected(a, .leading, .greaterThanOrEqual, b, .leading, constant: 2, id: id(line, "anchors.edges.leading")),
            expected(a, .trailing, .lessThanOrEqual, b, .trailing, constant: -4, id: id(line, "anchors.edges.trailing")),
            expected(a, .top, .greaterThanOrEqual, b, .top, constant: 1, id: id(line, "anchors.edges.top")),
            expected(a, .bottom, .lessThanOrEqual, b, .bottom, constant: -3, id: id(line, "anchors.edges.bottom")),
        ])
        a.al.size.set(CGSize(width: 1000, height: 1000), priority: .defaultLow)
        a.al.top.pin(to: b, inset: 1)
        a.al.leading.pin(to: b, inset: 2)
        root.layoutIfNeeded()
        // b is 20…380 × 20…280; a grows to the inequalities: 22…376 × 21…277.
        #expect(a.frame == CGRect(x: 22, y: 21, width: 354, height: 256))
        let line2 = #line; let equal = a.al.edges.equal(b, insets: Insets(3))
        #expect(equal.map(fields).first == expected(a, .leading, .equal, b, .leading, constant: 3, id: id(line2, "anchors.edges.leading")))
    }

    @Test func alignmentPinsSomeSidesAndKeepsTheOthersInside() {
        let (root, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = view.al.edges.pin(insets: 10, alignment: .topLeading)
        #expect(cs.map(fields) == [
            expected(view, .leading, .equal, root, .leading, constant: 10, id: id(line, "anchors.edges.leading")),
            expected(view, .trailing, .lessThanOrEqual, root, .trailing, constant: -10, id: id(line, "anchors.edges.trailing")),
            expected(view, .top, .equal, root, .top, constant: 10, id: id(line, "anchors.edges.top")),
            expected(view, .bottom, .lessThanOrEqual, root, .bottom, constant: -10, id: id(line, "anchors.edges.bottom")),
        ])
        view.al.size.set(CGSize(width: 40, height: 20))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
    }

    @Test func centerAlignmentAddsCentreEqualities() {
        let (root, views) = hierarchy(1)
        let view = views[0]
        let line = #line; let cs = view.al.edges.pin(insets: 10, alignment: .center)
        #expect(cs.map(fields) == [
            expected(view, .leading, .greaterThanOrEqual, root, .leading, constant: 10, id: id(line, "anchors.edges.leading")),
            expected(view, .trailing, .lessThanOrEqual, root, .trailing, constant: -10, id: id(line, "anchors.edges.trailing")),
            expected(view, .centerX, .equal, root, .centerX, id: id(line, "anchors.edges.centerX")),
            expected(view, .top, .greaterThanOrEqual, root, .top, constant: 10, id: id(line, "anchors.edges.top")),
            expected(view, .bottom, .lessThanOrEqual, root, .bottom, constant: -10, id: id(line, "anchors.edges.bottom")),
            expected(view, .centerY, .equal, root, .centerY, id: id(line, "anchors.edges.centerY")),
        ])
        view.al.size.set(CGSize(width: 1000, height: 20), priority: .defaultLow)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 140, width: 380, height: 20))
    }

    @Test func presetsAndAxis() {
        for (alignment, frame) in [
            (AnchorCollectionEdges.Alignment.bottomTrailing, CGRect(x: 360, y: 280, width: 40, height: 20)),
            (.top, CGRect(x: 0, y: 0, width: 400, height: 20)), (.bottom, CGRect(x: 0, y: 280, width: 400, height: 20)),
            (.leading, CGRect(x: 0, y: 0, width: 40, height: 300)), (.trailing, CGRect(x: 360, y: 0, width: 40, height: 300)),
            (.topTrailing, CGRect(x: 360, y: 0, width: 40, height: 20)), (.bottomLeading, CGRect(x: 0, y: 280, width: 40, height: 20)),
            (.fill, CGRect(x: 0, y: 0, width: 400, height: 300)),
        ] {
            let (root, views) = hierarchy(1)
            views[0].al.size.set(CGSize(width: 40, height: 20), priority: .defaultLow)
            views[0].al.edges.pin(alignment: alignment)
            root.layoutIfNeeded()
            #expect(views[0].frame == frame)
        }
        let (_, views) = hierarchy(1)
        let line = #line; let horizontal = views[0].al.edges.pin(axis: .horizontal)
        #expect(horizontal.map(\.firstAttribute) == [.leading, .trailing])
        #expect(horizontal.first?.identifier == id(line, "anchors.edges.leading"))
        #expect(views[0].al.edges.pin(axis: .vertical, alignment: .center).map(\.firstAttribute) == [.top, .bottom, .centerY])
    }

    @Test func marginsAndSafeArea() {
        let window = phoneWindow()
        let (a, b) = (UIView(), UIView())
        window.addSubview(a)
        window.addSubview(b)
        a.al.edges.pinToSafeArea(insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let cs = b.al.edges.pinToSuperviewMargins()
        #expect(cs.allSatisfy { $0.secondItem === window.layoutMarginsGuide })
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 2, y: 60, width: 387, height: 755))
        #expect(b.frame == CGRect(x: 8, y: 67, width: 377, height: 743))
    }

    @Test func missingContainerCreatesNothing() {
        let view = UIView()
        var made: [[NSLayoutConstraint]] = []
        let reported = diagnostics {
            made = [view.al.edges.pinToSuperview(), view.al.edges.pinToSuperviewMargins(), view.al.edges.pinToSafeArea(), view.al.edges.pin()]
        }
        #expect(made.allSatisfy { $0.isEmpty })
        #expect(reported.map(\.kind) == Array(repeating: .anchorNoContainer, count: 4))
    }
}
