#if !canImport(UIKit)
import HeadlessUIKit
import Testing

@Suite struct GeometryEnumTests {
    @Test func layoutDirectionRawValues() {
        #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    }

    @Test func semanticContentAttributeRawValues() {
        let values: [UISemanticContentAttribute] = [
            .unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft,
        ]
        #expect(values.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test func rectEdgeBits() {
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge.all.contains([.top, .right]))
        #expect(!UIRectEdge([.left]).contains(.right))
    }

    @Test func directionalRectEdgeBits() {
        #expect(NSDirectionalRectEdge.top.rawValue == 1)
        #expect(NSDirectionalRectEdge.leading.rawValue == 2)
        #expect(NSDirectionalRectEdge.bottom.rawValue == 4)
        #expect(NSDirectionalRectEdge.trailing.rawValue == 8)
        #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
    }
}
#endif
