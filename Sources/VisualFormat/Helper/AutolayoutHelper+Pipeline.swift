#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension AutolayoutHelper {
    /// A string parsed and resolved against the helper's views and metrics.
    struct PreparedFormat {
        let syntax: VisualFormatSyntax
        let resolved: [ResolvedConstraint]
    }

    /// The one path every adding call takes: parse and resolve every string (throwing before
    /// anything changes), add the view layers, replace the keyed set if `key` is given, then
    /// create, activate and record the constraints.
    @discardableResult func apply(
        layers: [[String: UIView]], formats: [String], options: NSLayoutConstraint.FormatOptions,
        priority: UILayoutPriority?, key: String?, file: StaticString, line: UInt
    ) throws -> [NSLayoutConstraint] {
        let accepted = layers.map { acceptedViews($0, file: file, line: line) }
        let newNames = accepted.flatMap { $0.map(\.key) }
        let prepared = try prepare(formats, options: options, extraViewNames: Set(newNames))
        for layer in accepted {
            for (name, view) in layer { add(view, withKey: name) }
        }
        if let key { removeConstraintSet(forKey: key) }
        return commit(prepared, priority: priority, key: key, file: file, line: line)
    }

    /// Parses and resolves `formats` against the helper's views, `extraViewNames` and metrics.
    func prepare(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions, extraViewNames: Set<String>
    ) throws -> [PreparedFormat] {
        let context = FormatContext(
            viewNames: Set(subViews.keys).union(extraViewNames), metrics: metrics.mapValues { Double($0) }
        )
        var result: [PreparedFormat] = []
        for format in formats {
            let syntax = try VisualFormatSyntax.parse(format)
            result.append(PreparedFormat(syntax: syntax, resolved: try syntax.resolve(in: context, optionBits: options.rawValue)))
        }
        return result
    }

    /// Creates, activates and records the constraints of prepared strings; nothing when the
    /// container is gone.
    func commit(
        _ prepared: [PreparedFormat], priority: UILayoutPriority?, key: String?, file: StaticString, line: UInt
    ) -> [NSLayoutConstraint] {
        guard let view else { return [] }
        let builder = ConstraintBuilder(superview: view, views: subViews, file: file, line: line)
        var created: [NSLayoutConstraint] = []
        for format in prepared {
            // Cannot fail: every name was resolved against `subViews` and the container exists.
            let constraints = (try? builder.constraints(for: format.syntax, resolved: format.resolved, priority: priority)) ?? []
            let entries = zip(constraints, format.resolved).map { FormatRecord.Entry(constraint: $0, views: $1.viewNames) }
            records.append(FormatRecord(key: key, format: format.syntax.format, entries: entries))
            created += constraints
        }
        VisualFormatActivation.activate(created, file: file, line: line)
        return created
    }

    /// The views of a dictionary in key order, without those under reserved keys (reported).
    func acceptedViews(_ views: [String: UIView], file: StaticString, line: UInt) -> [(key: String, value: UIView)] {
        views.sorted { $0.key < $1.key }.filter { name, _ in
            guard Self.reservedKeys.contains(name) else { return true }
            LayoutDiagnostics.report(
                .visualFormatReservedKey,
                "the key '\(name)' names the container in visual formats; the view under it was not added",
                file: file, line: line
            )
            return false
        }
    }

    /// Adds one view under a key: a view already under the key is removed first.
    func add(_ subview: UIView, withKey name: String) {
        if let old = subViews[name], old !== subview { removeViews(withKeys: [name]) }
        subview.translatesAutoresizingMaskIntoConstraints = false
        view?.addSubview(subview)
        subViews[name] = subview
        if Self.displaysDebugColors { subview.backgroundColor = Self.debugBackgroundColor(forKey: name) }
    }

    /// Deactivates and forgets the constraint set stored under `key`.
    func removeConstraintSet(forKey key: String) {
        NSLayoutConstraint.deactivate(constraints(forKey: key))
        records.removeAll { $0.key == key }
    }
}
