import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §3: every member returns new insets.
@Suite @MainActor struct InsetsHelperTests {
    typealias Insets = NSDirectionalEdgeInsets
    let base = Insets(top: 1, leading: 2, bottom: 3, trailing: 4)

    @Test func factories() {
        #expect(Insets.all(5) == Insets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(Insets.inset(5) == .all(5))
        #expect(Insets.top(5) == Insets(top: 5, leading: 0, bottom: 0, trailing: 0))
        #expect(Insets.leading(5) == Insets(top: 0, leading: 5, bottom: 0, trailing: 0))
        #expect(Insets.bottom(5) == Insets(top: 0, leading: 0, bottom: 5, trailing: 0))
        #expect(Insets.trailing(5) == Insets(top: 0, leading: 0, bottom: 0, trailing: 5))
        #expect(Insets.horizontal(5) == Insets(top: 0, leading: 5, bottom: 0, trailing: 5))
        #expect(Insets.vertical(5) == Insets(top: 5, leading: 0, bottom: 5, trailing: 0))
        // Decision: horizontal means leading and trailing, as the labels say.
        #expect(Insets.insets(horizontal: 1, vertical: 2) == Insets(top: 2, leading: 1, bottom: 2, trailing: 1))
        #expect(Insets.insets(vertical: 2) == Insets(top: 2, leading: 0, bottom: 2, trailing: 0))
        #expect(Insets.horizontally(1, vertically: 2) == .insets(horizontal: 1, vertical: 2))
        #expect(Insets.with(.top(1), .leading(2), .all(1)) == Insets(top: 2, leading: 3, bottom: 1, trailing: 1))
    }

    @Test func modifiers() {
        #expect(base.with(top: 9) == Insets(top: 9, leading: 2, bottom: 3, trailing: 4))
        #expect(base.with(leading: 9) == Insets(top: 1, leading: 9, bottom: 3, trailing: 4))
        #expect(base.with(bottom: 9) == Insets(top: 1, leading: 2, bottom: 9, trailing: 4))
        #expect(base.with(trailing: 9) == Insets(top: 1, leading: 2, bottom: 3, trailing: 9))
        #expect(base.with(horizontal: 9) == Insets(top: 1, leading: 9, bottom: 3, trailing: 9))
        #expect(base.with(vertical: 9) == Insets(top: 9, leading: 2, bottom: 9, trailing: 4))
        #expect(base.adding(.all(1)) == Insets(top: 2, leading: 3, bottom: 4, trailing: 5))
        #expect(base.multiply(2) == Insets(top: 2, leading: 4, bottom: 6, trailing: 8))
        #expect(base.multiply(by: 2) == base.multiply(2))
        #expect(base.inverted() == Insets(top: -1, leading: -2, bottom: -3, trailing: -4))
        #expect(base.horizontallySwapped == Insets(top: 1, leading: 4, bottom: 3, trailing: 2))
        #expect(base.verticallySwapped == Insets(top: 3, leading: 2, bottom: 1, trailing: 4))
    }

    @Test func conversionsAndSums() {
        #expect(base.edgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(base.horizontalInset == 6)
        #expect(base.verticalInset == 4)
    }
}
