import Foundation
import HeadlessUIKit
import Testing

/// `NSDiffableDataSourceSnapshot` keeps sections and items in order, each identifier once
/// (Apple: "Each of your sections and items must have unique identifiers").
@Suite @MainActor struct DiffableSnapshotTests {
    @Test func itemsAndSectionsKeepTheirOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([11], afterItem: 10)
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 10, 11])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "a")
        #expect(snapshot.indexOfItem(10) == 4)
        snapshot.moveItem(3, afterItem: 11)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 11, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.moveSection("a", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["z", "b", "a"])
        snapshot.deleteItems([0, 10])
        snapshot.deleteSections(["z"])
        #expect(snapshot.itemIdentifiers == [11, 3, 1, 2])
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        snapshot.reloadItems([1, 99])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func duplicatesAndMissingSectionsAreRefusedWithUIKitsMessage() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        var log = HeadlessLog.capture { snapshot.appendItems([1]) }
        #expect(log.map(\.message) == [
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'There are currently no sections in the data source. Please add a section first.' (HeadlessUIKit: logged, state unchanged)",
        ])
        snapshot.appendSections(["a"])
        log = HeadlessLog.capture {
            snapshot.appendItems([1, 2, 1])
            snapshot.appendSections(["a"])
        }
        #expect(log.count == 2)
        #expect(snapshot.itemIdentifiers == [1, 2])
        #expect(snapshot.sectionIdentifiers == ["a"])
    }
}
