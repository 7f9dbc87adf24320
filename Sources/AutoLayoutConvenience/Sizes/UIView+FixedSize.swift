#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension UIView {
    /// A fixed width kept in one remembered constraint: setting a number creates the
    /// constraint or changes its constant, setting nil deactivates it; nil when none is set.
    public var constrainedFixedWidth: CGFloat? {
        get { fixedSizeConstraint(for: FixedSizeKeys.width)?.constant }
        set { setFixedSize(newValue, key: FixedSizeKeys.width) { $0.widthAnchor.constraint(equalToConstant: $1) } }
    }

    /// A fixed height kept in one remembered constraint: setting a number creates the
    /// constraint or changes its constant, setting nil deactivates it; nil when none is set.
    public var constrainedFixedHeight: CGFloat? {
        get { fixedSizeConstraint(for: FixedSizeKeys.height)?.constant }
        set { setFixedSize(newValue, key: FixedSizeKeys.height) { $0.heightAnchor.constraint(equalToConstant: $1) } }
    }

    /// `constrainedFixedWidth` and `constrainedFixedHeight` together; nil unless both are set.
    public var constrainedFixedSize: CGSize? {
        get {
            guard let width = constrainedFixedWidth, let height = constrainedFixedHeight else { return nil }
            return CGSize(width: width, height: height)
        }
        set {
            constrainedFixedWidth = newValue?.width
            constrainedFixedHeight = newValue?.height
        }
    }

    private func fixedSizeConstraint(for key: AssociationKey) -> NSLayoutConstraint? {
        AssociatedStorage.value(for: self, key: key) as? NSLayoutConstraint
    }

    private func setFixedSize(_ value: CGFloat?, key: AssociationKey, make: (UIView, CGFloat) -> NSLayoutConstraint) {
        let existing = fixedSizeConstraint(for: key)
        guard let value else {
            existing?.isActive = false
            AssociatedStorage.setValue(nil, for: self, key: key)
            return
        }
        guard value.isFinite, value >= 0 else {
            LayoutDiagnostics.report(.invalidArgument, "a fixed size needs a finite, non-negative length, got \(value); the size is unchanged", file: #fileID, line: #line)
            return
        }
        if let existing {
            existing.constant = value
        } else {
            let constraint = make(self, value)
            constraint.isActive = true
            AssociatedStorage.setValue(constraint, for: self, key: key)
        }
    }
}

/// The keys under which a view remembers its fixed width and height constraints.
private enum FixedSizeKeys {
    static let width = AssociationKey()
    static let height = AssociationKey()
}
