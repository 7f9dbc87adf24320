#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The stored constraint lists of one view, by identifier.
@MainActor private final class StoredConstraintLists {
    var lists: [ConstraintsList.Identifier: ConstraintsList] = [:]
}

// Stored constraints: the constraints a closure creates, kept on the view under an identifier,
// so that calling again with the same identifier replaces them (the old ones are deactivated).
extension UIView {
    private static let storedListsKey = AssociationKey()

    private var storedConstraintLists: StoredConstraintLists {
        if let lists = AssociatedStorage.value(for: self, key: Self.storedListsKey) as? StoredConstraintLists { return lists }
        let lists = StoredConstraintLists()
        AssociatedStorage.setValue(lists, for: self, key: Self.storedListsKey)
        return lists
    }

    /// Activates the constraints `run` creates and stores them under `identifier`; the same as
    /// `replaceStoredConstraints(for:run:)`.
    @discardableResult
    public func addStoredConstraints(
        for identifier: ConstraintsList.Identifier = .main, run: () -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        replaceStoredConstraints(for: identifier, run: run, file: file, line: line)
    }

    /// Deactivates the constraints stored under `identifier` (if any), then activates the ones
    /// `run` creates and stores them in their place. Inside an animation block the superview is
    /// laid out at once, so that the change animates.
    @discardableResult
    public func replaceStoredConstraints(
        for identifier: ConstraintsList.Identifier = .main, run: () -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> ConstraintsList {
        storedConstraintsList(for: identifier)?.deactivate()
        let list = ConstraintsList.grouped(run, for: self, file: file, line: line)
        list.identifier = identifier
        storedConstraintLists.lists[identifier] = list
        if UIView.inheritedAnimationDuration > 0 {
            superview?.setNeedsLayout()
            superview?.layoutIfNeeded()
        }
        return list
    }

    /// The constraints stored under `identifier`, if any.
    public func storedConstraintsList(for identifier: ConstraintsList.Identifier = .main) -> ConstraintsList? {
        (AssociatedStorage.value(for: self, key: Self.storedListsKey) as? StoredConstraintLists)?.lists[identifier]
    }

    /// Activates or deactivates the constraints stored under `identifier`.
    public func setStoredConstraints(for identifier: ConstraintsList.Identifier = .main, isActive: Bool) {
        storedConstraintsList(for: identifier)?.isActive = isActive
    }
}
