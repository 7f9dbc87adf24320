import Testing
@testable import HeadlessUIKit

/// The table that leads from a solver variable to its view or guide: every live item is found
/// after many others came and went, and the entries of gone items are dropped.
@MainActor @Suite struct VariableOwnersTests {
    private func block(of item: some HeadlessLayoutItem) -> Int {
        HeadlessItemVariables.block(of: item.itemVariables.first)
    }

    @Test func liveItemsAreFoundAndGoneOnesDroppedAfterManyCameAndWent() {
        let kept = UIView(), guide = UILayoutGuide()
        kept.addLayoutGuide(guide)
        let keptBlock = block(of: kept), guideBlock = block(of: guide)
        var goneBlocks: [Int] = []
        // More registrations than the table takes before it cleans (16,384 at least).
        for _ in 0..<40_000 { goneBlocks.append(block(of: UIView())) }
        let last = UIView()
        #expect(HeadlessVariableOwners.owner(ofBlock: keptBlock)?.view === kept)
        #expect(HeadlessVariableOwners.owner(ofBlock: guideBlock)?.guide === guide)
        #expect(HeadlessVariableOwners.owner(ofBlock: block(of: last))?.view === last)
        var dropped = 0
        for gone in goneBlocks.prefix(1000) where HeadlessVariableOwners.owner(ofBlock: gone) == nil { dropped += 1 }
        #expect(dropped == 1000)
        #expect(HeadlessVariableOwners.owner(ofBlock: block(of: last) + 1_000_000) == nil)
        #expect(HeadlessVariableOwners.owner(ofBlock: -1) == nil)
    }
}
