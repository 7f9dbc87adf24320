#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
@testable import HeadlessUIKit

/// What must hold after every layout pass, whatever the sequence did: the pass returns within its
/// round limit and does not flip between states (`continuation(of:)`), every
/// frame is finite, every active required constraint that is not broken holds, and dropped
/// views are gone.
@MainActor enum FuzzInvariants {
    /// The first broken invariant after a layout pass of `roots` that logged `entries`, or nil.
    /// Constraints are checked only when `checkingConstraints`: a pass that stopped at its round
    /// limit in a feedback without a fixed point leaves frames that no solution gives.
    static func violation(in roots: [UIView], entries: [HeadlessLogEntry], checkingConstraints: Bool = true) -> (FuzzFailure.Kind, String)? {
        if let loop = entries.first(where: { $0.category == .layoutLoop }) { return (.didNotSettle, loop.message) }
        let check = FuzzConstraintCheck()
        for root in roots {
            let checksConstraints = checkingConstraints && !isDetachedAndAwaitingLayout(root)
            for view in FuzzGeometry.subtree(of: root) {
                if let message = nonFinite(view) { return (.notFinite, message) }
                for constraint in view.constraints where checksConstraints {
                    if let message = check.violation(of: constraint, installedOn: view, root: root) { return (.constraintBroken, message) }
                }
            }
        }
        return nil
    }

    /// Whether `root` is a hierarchy outside the window whose next `layoutIfNeeded()` would run
    /// a pass: its constraints changed since its last one, so its frames are those of the
    /// constraints it had then, as in UIKit. Every root shares the conditional updates a pass
    /// runs first, so the window's pass (always the last) can switch a detached hierarchy's
    /// conditional constraints; a condition that its own switch undoes does that on every pass.
    static func isDetachedAndAwaitingLayout(_ root: UIView) -> Bool {
        !(root is UIWindow) && root.hasPendingLayout
    }

    /// A message when a rectangle of `view` (frame, bounds, its guides' frames) is not finite.
    static func nonFinite(_ view: UIView) -> String? {
        // Only guides that exist: asking for a lazy guide would create it and change the layout.
        let rects = [("frame", view.frame), ("bounds", view.bounds)] + view.layoutGuides.map { ("guide \($0.identifier)", $0.layoutFrame) }
        for (what, rect) in rects where ![rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) {
            return "\(what) of \(type(of: view)) is not finite: \(rect)"
        }
        if let scroll = view as? UIScrollView, ![scroll.contentSize.width, scroll.contentSize.height, scroll.contentOffset.x, scroll.contentOffset.y].allSatisfy(\.isFinite) {
            return "content size \(scroll.contentSize) or offset \(scroll.contentOffset) of \(type(of: view)) is not finite"
        }
        return nil
    }

    /// What a layout whose pass hit the round limit does over further passes.
    enum Continuation: String {
        /// It settles: a later pass returns within its round limit and changes nothing. A
        /// feedback between frames and the insets they give (a view positioned by its own safe
        /// area, say) that needs more rounds than one pass runs.
        case settles = "it settles after more passes"
        /// It keeps changing without repeating itself: constraints that feed their own growth.
        case keepsChanging = "it keeps changing over 40 more passes"
        /// It comes back to a state it left, and on the way its own safe-area insets, margins
        /// or active constraints change: a layout that depends on what it produces (conditional
        /// constraints undoing their condition, a view sized by its own insets), as in UIKit.
        case cycles = "it cycles through states of its own insets, margins or constraints"
        /// It comes back to a state it left with the same constraints, insets and margins: the
        /// same inputs giving different frames, a defect.
        case oscillates = "it oscillates between frames with the same inputs"
        /// Every further pass ends where the previous one did, yet runs to the round limit: the
        /// rounds inside a pass flip between states, a defect.
        case flipsWithinPasses = "every further pass ends in the same state but reaches the round limit"
    }

    /// Whether a round-limit log names nothing but what layouts feeding on their own output
    /// change: the constants of safe-area, margin, readable-content and keyboard guides (the
    /// keyboard's overlap follows the view's frame) and of overflow scroll views' content
    /// constraints (which follow the adjusted content inset), the autoresizing constants of
    /// views whose frames layout code sets (table headers) when they move by a pixel or more,
    /// scroll views that need layout or measuring (their content offset follows the adjusted
    /// content inset; an overflow scroll view's preferred size is its content size), and
    /// broken constraints that such changes retry. A frame that flips by less than
    /// a pixel (`pixel` points) is pixel rounding undoing what layout code set off the grid, a
    /// defect; one that flips between two pixels follows a feedback that rounding keeps from its
    /// fixed point.
    static func changesOnlyInsets(_ message: String, pixel: Double = 1.0 / 3) -> Bool {
        guard let range = message.range(of: "still changing: ") else { return false }
        return followsOwnOutput(message[range.upperBound...].components(separatedBy: "; "), pixel: pixel)
    }

    /// `changesOnlyInsets(_:pixel:)` for the items themselves, all of them (the log shows 8).
    static func followsOwnOutput(_ items: [String], pixel: Double) -> Bool {
        let followers = ["'UIViewSafeAreaLayoutGuide-", "Margin-guide-constraint'", "'UIView-readableContentGuide-",
                         "'UIView-keyboardLayoutGuide-", "'KeyboardFrameLayoutGuide keyboard.", "'KeyboardSafeAreaLayoutGuide keyboard.",
                         "OverflowScrollView scroll.content"]
        let scrollViews = ["UIScrollView", "UITextView", "UITableView", "VerticalOverflowScrollView", "HorizontalOverflowScrollView"]
        guard items.contains(where: { $0.hasPrefix("constant of ") }) else { return false }
        return items.allSatisfy { item in
            guard item.hasPrefix("constant of ") else {
                if item.contains(" broken constraint"), item.hasSuffix(" to try again") { return true }
                guard scrollViews.contains(where: { item.hasPrefix("\($0):") }), let needs = item.components(separatedBy: " needs ").last else { return false }
                return needs.components(separatedBy: ", ").allSatisfy { ["layout", "its intrinsic content size measured"].contains($0) }
            }
            if followers.contains(where: { item.contains($0) }) { return true }
            guard item.contains("<NSAutoresizingMaskLayoutConstraint:"), let move = item.components(separatedBy: "(moves by ").last,
                  let distance = Double(move.dropLast()) else { return false }
            return distance >= pixel * 0.999  // the log prints six digits
        }
    }

    /// Lays the window out up to 40 more times, comparing every view's frame in the window and
    /// what the frames are computed from, and whether each pass returned within its round limit.
    static func continuation(of window: UIWindow) -> Continuation {
        struct Inputs: Equatable {
            var constraints: Set<ObjectIdentifier>
            var insets: [UIEdgeInsets]
            var margins: [NSDirectionalEdgeInsets]
        }
        struct State: Equatable {
            var frames: [CGRect]
            var inputs: Inputs
        }
        func state() -> State {
            let views = FuzzGeometry.subtree(of: window)
            let active = views.flatMap(\.constraints).filter(\.isActive).map(ObjectIdentifier.init)
            let inputs = Inputs(constraints: Set(active), insets: views.map(\.safeAreaInsets), margins: views.map(\.directionalLayoutMargins))
            return State(frames: views.map(FuzzGeometry.frame(of:)), inputs: inputs)
        }
        var seen = [state()]
        var passesEndingUnchanged = 0
        var lastLoop: String?
        var unsettled: [String] = []
        for _ in 0..<40 {
            window.setNeedsLayout()
            let entries = HeadlessLog.capture { window.layoutIfNeeded() }
            lastLoop = entries.first { $0.category == .layoutLoop }?.message
            // What the last round left, in full: the log shows only its first items.
            if lastLoop != nil { unsettled = window.unsettledWork(window.layoutEngine) }
            let now = state()
            if now == seen.last {
                if lastLoop == nil { return .settles }
                passesEndingUnchanged += 1
                continue
            }
            if let start = seen.dropLast().firstIndex(of: now) {
                return seen[start...].allSatisfy { $0.inputs == now.inputs } ? .oscillates : .cycles
            }
            seen.append(now)
        }
        if passesEndingUnchanged == 40 {
            // The rounds flip between states no pass shows; what the last round left tells why.
            let pixel = 1 / Double(max(window.traitCollection.displayScale, 1))
            return followsOwnOutput(unsettled, pixel: pixel) ? .cycles : .flipsWithinPasses
        }
        return .keepsChanging
    }
}
#endif
