#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension AutolayoutHelper {
    /// Adds views in key order: each gets `translatesAutoresizingMaskIntoConstraints = false`,
    /// becomes a subview of `view` and, when enabled, a debug colour. Views under the reserved
    /// keys `superview` and `parent` are reported and not added.
    public func addViews(_ views: [String: UIView], file: StaticString = #fileID, line: UInt = #line) {
        for (name, view) in acceptedViews(views, file: file, line: line) { add(view, withKey: name) }
    }

    /// Adds one view under `key` (see `addViews(_:)`).
    public func addView(_ view: UIView, withKey key: String, file: StaticString = #fileID, line: UInt = #line) {
        addViews([key: view], file: file, line: line)
    }

    /// Adds views, then the constraints of `constraints`; nothing changes when a string fails.
    /// - Throws: `VisualFormatError` (the only error this module throws).
    @discardableResult public func addViews(
        _ views: [String: UIView], constraints: [String], file: StaticString = #fileID, line: UInt = #line
    ) throws -> [NSLayoutConstraint] {
        try apply(layers: [views], formats: constraints, options: [], priority: nil, key: nil, file: file, line: line)
    }

    /// Removes the views under the dictionary's keys (the values are not used).
    public func removeViews(_ views: [String: UIView]) {
        removeViews(withKeys: views.keys.sorted())
    }

    /// Removes the views under `keys` from their superview and forgets them: every constraint
    /// that mentions them goes, the helper's records and keyed sets drop those constraints and
    /// `remainingFormats` shows what is left of each string. Unknown keys are ignored.
    public func removeViews(withKeys keys: [String]) {
        for key in keys {
            guard let removed = subViews.removeValue(forKey: key) else { continue }
            let mentioning = records.flatMap { $0.entries.filter { $0.views.contains(key) }.map(\.constraint) }
            NSLayoutConstraint.deactivate(mentioning)
            removed.removeFromSuperview()
            records = records.compactMap { $0.removing(key) }
        }
    }
}
