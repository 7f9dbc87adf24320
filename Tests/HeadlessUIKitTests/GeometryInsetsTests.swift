#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@Suite struct GeometryInsetsTests {
    @Test func edgeInsetsStoreTheirEdges() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1)
        #expect(insets.left == 2)
        #expect(insets.bottom == 3)
        #expect(insets.right == 4)
    }

    @Test func zeroAndDefaultInitialiserAreEqual() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test func equalityComparesEveryEdge() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
        #expect(insets != UIEdgeInsets(top: 0, left: 2, bottom: 3, right: 4))
        var copy = insets
        copy.left = 2
        #expect(copy == insets)
    }

    @Test func directionalInsetsStoreLeadingAndTrailing() {
        var insets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 20)
        #expect(insets.leading == 16)
        #expect(insets.trailing == 20)
        insets.trailing = 0
        #expect(insets != NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 20))
    }

    @Test func rectInsetByInsetsShrinksEachEdge() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
        let inset = rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        #expect(inset == CGRect(x: 20, y: 25, width: 70, height: 180))
    }

    @Test func negativeInsetsOutsetTheRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.inset(by: UIEdgeInsets(top: -1, left: -2, bottom: -3, right: -4))
            == CGRect(x: -2, y: -1, width: 16, height: 14))
    }

    @Test func insetsRoundTripThroughCodable() throws {
        let insets = UIEdgeInsets(top: 1.5, left: 2, bottom: 3, right: 4)
        let decoded = try JSONDecoder().decode(UIEdgeInsets.self, from: JSONEncoder().encode(insets))
        #expect(decoded == insets)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4.25)
        let decodedDirectional = try JSONDecoder().decode(
            NSDirectionalEdgeInsets.self, from: JSONEncoder().encode(directional))
        #expect(decodedDirectional == directional)
    }
}
#endif
