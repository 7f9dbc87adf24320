#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience
import Testing
import VisualFormat

@Suite("AutolayoutHelper: adding views") @MainActor
struct HelperViewTests {
    @Test func dictionaryViewsAreAddedInKeyOrder() throws {
        let view = container()
        let a = UIView(), b = UIView(), c = UIView()
        try AutolayoutHelper.configureView(view, subViews: ["c": c, "a": a, "b": b], constraints: [])
        #expect(view.subviews == [a, b, c])
    }

    @Test func layersAreAddedInArrayOrder() throws {
        let view = container()
        let back = UIView(), front = UIView(), middle = UIView()
        let helper = try AutolayoutHelper.configureView(view, subViewLayers: [["z": back], ["a": middle, "b": front]],
            constraints: ["H:|[z]|"])
        #expect(view.subviews == [back, middle, front])
        #expect(helper.subViews == ["z": back, "a": middle, "b": front])
    }

    @Test func reservedKeysAreReportedAndSkipped() throws {
        let view = container()
        let reserved = UIView(), parent = UIView(), ok = UIView()
        let diagnostics = capturingDiagnostics {
            let helper = AutolayoutHelper(view: view)
            helper.addViews(["superview": reserved, "ok": ok], line: 10)
            helper.addView(parent, withKey: "parent", line: 11)
        }
        #expect(diagnostics.map(\.kind) == [.visualFormatReservedKey, .visualFormatReservedKey])
        #expect(diagnostics.map(\.line) == [10, 11])
        #expect(diagnostics[0].file == "VisualFormatTests/HelperViewTests.swift")
        #expect(diagnostics[0].message == "the key 'superview' names the container in visual formats; the view under it was not added")
        #expect(view.subviews == [ok])
        #expect(reserved.superview == nil)
    }

    @Test func reusingAKeyReplacesTheView() throws {
        let view = container()
        let old = UIView(), new = UIView()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": old], constraints: ["H:|[a]|"])
        helper.addView(new, withKey: "a")
        #expect(old.superview == nil)
        #expect(helper.subViews == ["a": new])
        #expect(helper.remainingFormats == [])
    }

    @Test func subViewsMakesAndKeepsAContainer() throws {
        let v1 = UIView()
        let helper = try AutolayoutHelper.subViews(["v1": v1], constraints: ["H:|-[v1]-|"])
        let made = try #require(helper.view)
        #expect(v1.superview === made)
        made.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        made.layoutIfNeeded()
        #expect(v1.frame.minX == 8)
        #expect(v1.frame.width == 84)
    }

    @Test func helperHoldsAnExistingContainerWeakly() throws {
        var view: UIView? = container()
        let helper = AutolayoutHelper(view: view!)
        view = nil
        #expect(helper.view == nil)
        #expect(try helper.addConstraint("X:superview.width == parent.width") == [])
    }

    @Test func fillWithSubView() {
        let view = container()
        let content = UIView()
        let helper = AutolayoutHelper.configureView(view, fillWithSubView: content)
        view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(helper.remainingFormats == ["H:|[v]|", "V:|[v]|"])
    }

    @Test func priorityAppliesWhereTheStringGivesNone() throws {
        let view = container()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": UIView()], constraints: [])
        let constraints = try helper.addConstraint("H:|-(10@300)-[a(50,>=20)]", priority: .defaultHigh)
        #expect(constraints.map(\.priority.rawValue) == [300, 750, 750])
        #expect(constraints.allSatisfy { $0.isActive })
    }

    @Test func constraintsInAConditionalBlockAreReportedAndActivated() throws {
        let view = container()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": UIView()], constraints: [])
        var created: [NSLayoutConstraint] = []
        let diagnostics = capturingDiagnostics {
            ConstraintsList.grouped({ created = (try? helper.addConstraint("H:|[a]|", line: 42)) ?? [] }, for: view)
        }
        #expect(diagnostics.map(\.kind) == [.visualFormatInConditional])
        #expect(diagnostics.map(\.line) == [42])
        #expect(created.count == 2)
        #expect(created.allSatisfy { $0.isActive })
    }

    @Test func identifiersNameTheCallSite() throws {
        let view = container()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": UIView()], constraints: [])
        let constraints = try helper.addConstraints(["H:|-[a]", "X:a.height == a.width / 2"], file: "App/Home.swift", line: 12)
        #expect(constraints.map(\.identifier) == ["App/Home.swift:12 vfl:H:|-[a]@4", "App/Home.swift:12 vfl.x:X:a.height == a.width / 2"])
    }
}
