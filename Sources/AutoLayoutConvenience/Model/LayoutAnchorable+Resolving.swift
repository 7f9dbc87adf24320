#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The outcome of resolving an anchorable against a base view.
enum AnchorResolution {
    /// `.none`: intentionally nothing.
    case nothing
    /// A concrete view or layout guide.
    case item(any LayoutItem)
    /// The anchorable could not be resolved; the text says why.
    case unresolved(String)
}

extension LayoutAnchorable {
    /// Resolves the anchorable; unqualified cases use `base` (the superview of the constrained view).
    @MainActor func resolve(in base: UIView?) -> AnchorResolution {
        switch self {
        case .none: return .nothing
        case .default: return LayoutDefaults.anchorable.resolve(in: base)
        case let .relative(view): return .item(view)
        case let .guide(guide): return .item(guide)
        case let .safeAreaOf(view): return .item(view.safeAreaLayoutGuide)
        case let .layoutMarginsOf(view): return .item(view.layoutMarginsGuide)
        case let .readableContentOf(view): return .item(view.readableContentGuide)
        case let .scrollContentOf(scrollView): return .item(scrollView.contentLayoutGuide)
        case let .scrollFrameOf(scrollView): return .item(scrollView.frameLayoutGuide)
        case let .keyboardSafeAreaOf(view), let .keyboardFrameOf(view):
            guard let guide = keyboardGuide(for: self, of: view) else {
                return .unresolved("\(name) needs the keyboard layout guides, which are not available yet")
            }
            return .item(guide)
        case .superview, .safeArea, .layoutMargins, .readableContent, .scrollContent, .scrollFrame,
             .keyboardSafeArea, .keyboardFrame:
            guard let base else { return .unresolved("\(name) needs a superview, but the view has none") }
            // The qualified form names base explicitly; `.superview` is base itself.
            return self == .superview ? .item(base) : retargeted(to: base).resolve(in: base)
        }
    }

    /// The same kind of anchorable, for view `target` (<doc:LayoutOperations#Anchorables>).
    @MainActor func retargeted(to target: UIView) -> LayoutAnchorable {
        switch self {
        case .none, .default, .superview: return self
        case .relative: return .relative(target)
        case let .guide(guide): return guide.owningView === target ? self : .relative(target)
        case .safeArea, .safeAreaOf: return .safeAreaOf(target)
        case .layoutMargins, .layoutMarginsOf: return .layoutMarginsOf(target)
        case .readableContent, .readableContentOf: return .readableContentOf(target)
        case .scrollContent, .scrollContentOf: return (target as? UIScrollView).map { .scrollContentOf($0) } ?? .relative(target)
        case .scrollFrame, .scrollFrameOf: return (target as? UIScrollView).map { .scrollFrameOf($0) } ?? .relative(target)
        case .keyboardSafeArea, .keyboardSafeAreaOf: return .keyboardSafeAreaOf(target)
        case .keyboardFrame, .keyboardFrameOf: return .keyboardFrameOf(target)
        }
    }

    /// The view the anchorable names, or the owning view of the guide it names; unqualified
    /// cases name `base`.
    @MainActor func targetView(base: UIView?) -> UIView? {
        switch self {
        case .none: return nil
        case .default: return LayoutDefaults.anchorable.targetView(base: base)
        case let .guide(guide): return guide.owningView
        case let .relative(view), let .safeAreaOf(view), let .layoutMarginsOf(view), let .readableContentOf(view),
             let .keyboardSafeAreaOf(view), let .keyboardFrameOf(view):
            return view
        case let .scrollContentOf(scrollView), let .scrollFrameOf(scrollView):
            return scrollView
        case .superview, .safeArea, .layoutMargins, .readableContent, .scrollContent, .scrollFrame,
             .keyboardSafeArea, .keyboardFrame:
            return base
        }
    }

    /// The case as source spells it, for diagnostics.
    var name: String {
        switch self {
        case .none: ".none"
        case .default: ".default"
        case .superview: ".superview"
        case .relative: ".relative"
        case .guide: ".guide"
        case .safeArea: ".safeArea"
        case .safeAreaOf: ".safeAreaOf"
        case .layoutMargins: ".layoutMargins"
        case .layoutMarginsOf: ".layoutMarginsOf"
        case .readableContent: ".readableContent"
        case .readableContentOf: ".readableContentOf"
        case .scrollContent: ".scrollContent"
        case .scrollContentOf: ".scrollContentOf"
        case .scrollFrame: ".scrollFrame"
        case .scrollFrameOf: ".scrollFrameOf"
        case .keyboardSafeArea: ".keyboardSafeArea"
        case .keyboardSafeAreaOf: ".keyboardSafeAreaOf"
        case .keyboardFrame: ".keyboardFrame"
        case .keyboardFrameOf: ".keyboardFrameOf"
        }
    }
}
