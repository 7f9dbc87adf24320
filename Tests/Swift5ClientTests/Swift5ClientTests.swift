import Foundation
import HeadlessUIKit
import Testing

/// Swift 5 code that calls UIKit from contexts not isolated to the main actor compiles (with
/// warnings at most, as against UIKit) and lays out.
@Suite @MainActor struct Swift5ClientTests {
    @Test func aBuilderOutsideTheMainActorLaysOut() {
        let (container, avatar, label) = LegacyProfileHeaderBuilder().makeHeader(name: "Ada")
        layOutNow(container)
        #expect(avatar.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
        #expect(label.frame.minX == 92)
        // Centred on the avatar to within the @3x pixel grid (the label is 20⅓ pt tall).
        #expect(abs(label.frame.midY - avatar.frame.midY) <= 1.0 / 3)
    }
}
