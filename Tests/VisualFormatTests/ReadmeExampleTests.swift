#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience
import Testing
import VisualFormat

/// The seed README's examples in Swift (idioms.md §3.11), asserted on frames. The README does not
/// size its views; here `v1` has an intrinsic height of 40 and the others none, so the free
/// space goes to them and every layout is unambiguous. Containers are 320 × 480 with the
/// default layout margins of 8.
@Suite("README examples") @MainActor
struct ReadmeExampleTests {
    @Test func basicUse() throws {
        let view = container()
        let v1 = UIView(), v2 = UIView()
        try AutolayoutHelper.configureView(view, subViews: ["v1": v1, "v2": v2], metrics: ["h": 50],
            constraints: ["H:|[v1]|", "H:|[v2]|", "V:|-[v1(h)]-[v2]-|"])
        view.layoutIfNeeded()
        #expect(v1.superview === view)
        #expect(!v1.translatesAutoresizingMaskIntoConstraints)
        #expect(v1.frame == CGRect(x: 0, y: 8, width: 320, height: 50))
        #expect(v2.frame == CGRect(x: 0, y: 66, width: 320, height: 406))
    }

    @Test func replacingAndRemovingViews() throws {
        let view = container()
        let v1 = SizedView(height: 40), v2 = UIView(), v3 = UIView()
        let layout = try AutolayoutHelper.configureView(view, subViews: ["v1": v1, "v2": v2],
            constraints: ["H:|[v1]|", "H:|[v2]|", "V:|-[v1]-[v2]-|"])
        view.layoutIfNeeded()
        #expect(v1.frame == CGRect(x: 0, y: 8, width: 320, height: 40))
        #expect(v2.frame == CGRect(x: 0, y: 56, width: 320, height: 416))

        layout.removeViews(["v2": v2])
        #expect(v2.superview == nil)
        #expect(layout.subViews.keys.sorted() == ["v1"])
        #expect(layout.remainingFormats == ["H:|[v1]|", "V:|-[v1]"])

        try layout.addViews(["v3": v3], constraints: ["H:|[v3]|", "V:|-[v1]-[v3]-|"])
        view.layoutIfNeeded()
        #expect(v1.frame == CGRect(x: 0, y: 8, width: 320, height: 40))
        #expect(v3.frame == CGRect(x: 0, y: 56, width: 320, height: 416))

        layout.removeViews(withKeys: ["v3"])
        #expect(v3.superview == nil)
        #expect(layout.remainingFormats == ["H:|[v1]|", "V:|-[v1]", "V:|-[v1]"])

        try layout.addConstraint("V:[v1]-|")
        view.layoutIfNeeded()
        #expect(v1.frame == CGRect(x: 0, y: 8, width: 320, height: 464))
        #expect(layout.remainingFormats == ["H:|[v1]|", "V:|-[v1]", "V:|-[v1]", "V:[v1]-|"])
    }

    @Test func switchingConstraints() throws {
        let view = container()
        let v1 = SizedView(height: 40), v2 = UIView()
        let swap = try AutolayoutHelper.configureView(view, subViews: ["v1": v1, "v2": v2],
            constraints: ["H:|[v1]|", "H:|[v2]|"])
        let first = try swap.addConstraints(["V:|-[v1]-[v2]-|"], forKey: "vertical swap")
        view.layoutIfNeeded()
        #expect(v1.frame == CGRect(x: 0, y: 8, width: 320, height: 40))
        #expect(v2.frame == CGRect(x: 0, y: 56, width: 320, height: 416))

        let second = try swap.addConstraints(["V:|-[v2]-[v1]-|"], forKey: "vertical swap")
        view.layoutIfNeeded()
        #expect(v2.frame == CGRect(x: 0, y: 8, width: 320, height: 416))
        #expect(v1.frame == CGRect(x: 0, y: 432, width: 320, height: 40))
        #expect(first.allSatisfy { !$0.isActive })
        #expect(second.allSatisfy { $0.isActive })
        #expect(swap.constraints(forKey: "vertical swap") == second)
        #expect(swap.remainingFormats == ["H:|[v1]|", "H:|[v2]|", "V:|-[v2]-[v1]-|"])
    }

    @Test func scrollViewsAndDebugging() throws {
        AutolayoutHelper.setDisplayBackgroundColorsForDebugging(true)
        defer { AutolayoutHelper.setDisplayBackgroundColorsForDebugging(false) }
        let view = container()
        let scrollView = UIScrollView()
        try AutolayoutHelper.configureView(view, subViews: ["scrollView": scrollView],
            constraints: ["H:|[scrollView]|", "V:|[scrollView]|"])
        let scrollContent = UIView()
        AutolayoutHelper.configureScrollView(scrollView, contentView: scrollContent, mainView: view)
        let v1 = SizedView(height: 100), v2 = SizedView(height: 300), v3 = SizedView(height: 200)
        try AutolayoutHelper.configureView(scrollContent, subViews: ["v1": v1, "v2": v2, "v3": v3],
            constraints: ["H:|-[v1]-|", "H:|-[v2]-|", "H:|-[v3]-|", "V:|-[v1]-[v2]-[v3]-|"])
        view.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scrollContent.frame == CGRect(x: 0, y: 0, width: 320, height: 632))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 632))
        #expect(v1.frame == CGRect(x: 8, y: 8, width: 304, height: 100))
        #expect(v2.frame == CGRect(x: 8, y: 116, width: 304, height: 300))
        #expect(v3.frame == CGRect(x: 8, y: 424, width: 304, height: 200))
        #expect(v1.backgroundColor == AutolayoutHelper.debugBackgroundColor(forKey: "v1"))
        #expect(scrollContent.backgroundColor == AutolayoutHelper.debugBackgroundColor(forKey: "content"))
    }
}
