import AutoLayoutPins
import Foundation
import LayoutTestSupport
import Testing

/// idioms.md §1.7: inclusive and exclusive common ancestors.
@Suite @MainActor struct AncestryTests {
    @Test func inclusiveCommonAncestor() {
        let root = rootView(), a = add(UIView(), to: root), b = add(UIView(), to: root)
        let a1 = add(UIView(), to: a), b1 = add(UIView(), to: b), stranger = UIView()
        #expect(a.inclusiveCommonAncestor(with: a) === a)
        #expect(a.inclusiveCommonAncestor(with: a1) === a)
        #expect(a1.inclusiveCommonAncestor(with: a) === a)
        #expect(a.inclusiveCommonAncestor(with: b) === root)
        #expect(a1.inclusiveCommonAncestor(with: b1) === root)
        #expect(a1.inclusiveCommonAncestor(with: stranger) == nil)
    }

    @Test func exclusiveCommonAncestor() {
        let root = rootView(), a = add(UIView(), to: root), b = add(UIView(), to: root)
        let a1 = add(UIView(), to: a), a2 = add(UIView(), to: a), b1 = add(UIView(), to: b)
        #expect(a.exclusiveCommonAncestor(with: a) === root)
        #expect(a.exclusiveCommonAncestor(with: a1) === root)
        #expect(a1.exclusiveCommonAncestor(with: a2) === a)
        #expect(a1.exclusiveCommonAncestor(with: b1) === root)
        #expect(a.exclusiveCommonAncestor(with: root) == nil)
        #expect(a.exclusiveCommonAncestor(with: UIView()) == nil)
    }
}
