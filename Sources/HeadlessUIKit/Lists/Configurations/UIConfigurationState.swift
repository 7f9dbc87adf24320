#if !canImport(UIKit)
import Foundation

/// The state a configuration is updated for: the traits, and for cells whether they are
/// selected, highlighted or editing.
public protocol UIConfigurationState {
    /// The traits of the view being configured.
    var traitCollection: UITraitCollection { get set }
}

/// The state of a cell when its configurations are updated.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is editing.
    public var isEditing = false
    /// Whether the cell is disabled.
    public var isDisabled = false

    /// A state with the given traits, nothing selected.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
#endif
