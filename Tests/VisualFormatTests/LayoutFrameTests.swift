#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience
import Testing
import VisualFormat

/// Strings laid out on HeadlessUIKit, checked against frames worked out by hand.
@Suite("VFL and X: layouts") @MainActor
struct LayoutFrameTests {
    private func layout(_ views: [String: UIView], _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], width: CGFloat = 320) throws -> UIView {
        let view = container(width, 480)
        let helper = try AutolayoutHelper.configureView(view, subViews: views, constraints: [])
        try helper.addConstraints(formats, options: options)
        view.layoutIfNeeded()
        return view
    }

    @Test func rowWithStandardAndExplicitSpacing() throws {
        let a = UIView(), b = UIView(), c = UIView()
        _ = try layout(["a": a, "b": b, "c": c], ["|-[a(50)]-[b(==a)]-20-[c]-|", "V:|[a(30)]", "V:|[b(30)]", "V:|[c(30)]"])
        #expect(a.frame == CGRect(x: 8, y: 0, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 66, y: 0, width: 50, height: 30))
        #expect(c.frame == CGRect(x: 136, y: 0, width: 176, height: 30))
    }

    @Test func inequalitiesWithPriorities() throws {
        let a = UIView()
        _ = try layout(["a": a], ["|-(>=10)-[a(>=100,==400@500)]-(>=10)-|", "V:|[a(10)]"])
        #expect(a.frame == CGRect(x: 10, y: 0, width: 300, height: 10))
    }

    @Test func alignmentOption() throws {
        let a = UIView(), b = UIView()
        _ = try layout(["a": a, "b": b], ["V:|-40-[a(100)]", "V:[b(20)]", "|[a(50)][b(50)]"], options: [])
        let view = container()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": a, "b": b], constraints: ["V:|-40-[a(100)]", "V:[b(20)]"])
        try helper.addConstraint("|[a(50)][b(50)]", options: .alignAllCenterY)
        view.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 40, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 50, y: 80, width: 50, height: 20))
    }

    @Test func rightToLeftOption() throws {
        let a = UIView(), b = UIView()
        _ = try layout(["a": a, "b": b], ["V:|[a(10)]", "V:|[b(10)]"])
        let view = container()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": a, "b": b], constraints: ["V:|[a(10)]", "V:|[b(10)]"])
        try helper.addConstraint("|-10-[a(50)]-5-[b(40)]", options: .directionRightToLeft)
        view.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 215, y: 0, width: 40, height: 10))
    }

    @Test func leadingFollowsRightToLeftLayouts() throws {
        let view = container()
        view.semanticContentAttribute = .forceRightToLeft
        let a = UIView()
        a.semanticContentAttribute = .forceRightToLeft
        try AutolayoutHelper.configureView(view, subViews: ["a": a], constraints: ["|-10-[a(50)]", "V:|[a(10)]"])
        view.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 260, y: 0, width: 50, height: 10))
    }

    @Test func equations() throws {
        let v1 = UIView(), v2 = UIView()
        _ = try layout(["v1": v1, "v2": v2], [
            "H:|[v2]|", "V:|-100-[v2(200)]",
            "X:v1.width == v2.width / 2", "X:v1.height == v1.width * 0.25",
            "X:v1.top == v2.centerY * 0.5 - 10", "X:v1.centerX == superview.centerX + 5",
        ])
        #expect(v2.frame == CGRect(x: 0, y: 100, width: 320, height: 200))
        #expect(v1.frame == CGRect(x: 85, y: 90, width: 160, height: 40))
    }

    @Test func equationsWithMarginsAndPriorities() throws {
        let a = UIView()
        _ = try layout(["a": a], [
            "X:a.leading == superview.leadingMargin", "X:a.trailing == parent.trailingMargin - 12",
            "X:a.top == superview.topMargin + 20 @ 750", "X:a.top == superview.top + 50 @ 250", "V:[a(10)]",
        ])
        #expect(a.frame == CGRect(x: 8, y: 28, width: 292, height: 10))
    }

    @Test func verticalChainWithMetrics() throws {
        let view = container()
        let a = UIView(), b = UIView()
        try AutolayoutHelper.configureView(view, subViews: ["a": a, "b": b], metrics: ["top": 30, "gap": 12, "h": 44],
            constraints: ["H:|[a]|", "H:|[b]|", "V:|-top-[a(h)]-gap-[b(==a)]"])
        view.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 30, width: 320, height: 44))
        #expect(b.frame == CGRect(x: 0, y: 86, width: 320, height: 44))
    }
}
