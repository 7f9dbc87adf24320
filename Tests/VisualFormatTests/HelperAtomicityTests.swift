#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience
import Testing
import VisualFormat

@Suite("AutolayoutHelper: calls are atomic") @MainActor
struct HelperAtomicityTests {
    @Test func configureViewAddsNothingWhenAStringFails() {
        let view = container()
        let v1 = UIView(), v2 = UIView()
        #expect(throws: VisualFormatError(kind: .unknownMetric("h"), format: "V:[v1(h)]", column: 7)) {
            try AutolayoutHelper.configureView(view, subViews: ["v1": v1, "v2": v2], constraints: ["H:|[v1]|", "V:[v1(h)]"])
        }
        #expect(view.subviews.isEmpty)
        #expect(v1.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func addConstraintsAddsAllOrNone() throws {
        let view = container()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": UIView()], constraints: [])
        #expect(throws: VisualFormatError.self) {
            try helper.addConstraints(["H:|[a]|", "V:|[a]-"])
        }
        #expect(helper.remainingFormats == [])
        #expect(try helper.addConstraints(["H:|[a]|", "V:|[a]|"]).count == 4)
    }

    @Test func aFailingKeyedSetLeavesTheOldSetActive() throws {
        let view = container()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": UIView()], constraints: [])
        let old = try helper.setConstraints(["H:|[a]|"], forKey: "k")
        #expect(throws: VisualFormatError(kind: .unknownView("b"), format: "H:|[b]|", column: 5)) {
            try helper.setConstraints(["H:|[b]|"], forKey: "k")
        }
        #expect(old.allSatisfy { $0.isActive })
        #expect(helper.constraints(forKey: "k") == old)
    }

    @Test func removedKeysAreUnknown() throws {
        let view = container()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": UIView(), "b": UIView()], constraints: ["H:|[a][b]|"])
        helper.removeViews(withKeys: ["b", "nothing"])
        #expect(throws: VisualFormatError(kind: .unknownView("b"), format: "V:|[b]|", column: 5)) {
            try helper.addConstraint("V:|[b]|")
        }
        #expect(helper.remainingFormats == ["H:|[a]"])
    }

    @Test func removingAViewDropsItsConstraintsFromKeyedSets() throws {
        let view = container()
        let a = UIView(), b = UIView()
        let helper = try AutolayoutHelper.configureView(view, subViews: ["a": a, "b": b], constraints: [])
        let set = try helper.setConstraints(["V:|[a][b]|", "X:a.width == b.width"], forKey: "k")
        helper.removeViews(["b": b])
        #expect(helper.constraints(forKey: "k") == [set[0]])
        #expect(set[1...].allSatisfy { !$0.isActive })
        #expect(helper.remainingFormats == ["V:|[a]"])
    }
}
