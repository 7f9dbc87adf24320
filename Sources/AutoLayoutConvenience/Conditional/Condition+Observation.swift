#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a conditional collection must watch to notice that a condition may have changed
/// (<doc:ConditionalConstraints#Re-evaluation>).
enum ConditionalObservedKind: Hashable {
    /// The view's bounds.
    case bounds
    /// The view's traits.
    case traits
    /// The view's `isHidden`.
    case hidden
    /// The view's active configuration name.
    case name
}

/// One view and one thing to watch on it.
struct ConditionalObservedKey: Hashable {
    /// The watched view.
    let view: ObjectIdentifier
    /// What is watched.
    let kind: ConditionalObservedKind
}

/// What a condition needs watched, per view.
@MainActor struct ConditionalRequirements {
    /// The watched views and kinds, in discovery order.
    private(set) var entries: [(view: UIView, kind: ConditionalObservedKind)] = []
    private var keys: Set<ConditionalObservedKey> = []
    /// Whether a callback condition takes part (never simple).
    var hasCallback = false

    /// Adds one view and kind, once.
    mutating func add(_ view: UIView, _ kind: ConditionalObservedKind) {
        if keys.insert(ConditionalObservedKey(view: ObjectIdentifier(view), kind: kind)).inserted {
            entries.append((view, kind))
        }
    }

    /// The distinct views watched.
    var viewCount: Int { Set(entries.map { ObjectIdentifier($0.view) }).count }
    /// The distinct kinds watched.
    var kindCount: Int { Set(entries.map(\.kind)).count }
}

extension UIView.Condition {
    /// Adds what this condition reads, with unbound parts read from `view`.
    func collectRequirements(on view: UIView?, into requirements: inout ConditionalRequirements) {
        switch node {
        case .constant: return
        case .all(let conditions), .any(let conditions), .none(let conditions):
            conditions.forEach { $0.collectRequirements(on: view, into: &requirements) }
        case .view(let reference, let condition):
            condition.collectRequirements(on: reference.view, into: &requirements)
        case .size:
            if let view { requirements.add(view, .bounds) }
        case .traits:
            if let view { requirements.add(view, .traits) }
        case .name:
            if let view { requirements.add(view, .name) }
        case .callback:
            requirements.hasCallback = true
            guard let view else { return }
            requirements.add(view, .bounds)
            requirements.add(view, .traits)
            requirements.add(view, .name)
            requirements.add(view, .hidden)
        }
    }
}
