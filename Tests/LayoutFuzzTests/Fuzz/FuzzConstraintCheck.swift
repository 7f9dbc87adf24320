#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
@testable import HeadlessUIKit

/// Checks, from frames alone, that an active required constraint that is not broken holds to
/// within pixel rounding (uikit-model.md §3.6, §6.2).
///
/// Both sides are evaluated from the items' rectangles in root space (`FuzzGeometry`) the way
/// the model specifies them: margin attributes mean the margins guide, a scroll view's edges
/// mean its content area when the constraint reaches inside it (§7.5), leading and trailing
/// follow the first item's layout direction and read `x` as `R − x` right to left (§3.2), and
/// positions are measured from the installing view's origin, which matters only when the
/// multiplier is not 1 (§3.1). A size the engine clamped at 0 (a frame 0 wide or high) is an
/// unknown `≤ 0`: the constraint passes when some such sizes satisfy it.
///
/// Left out, because frames alone cannot settle them: autoresizing constraints (their equations
/// are not their attributes), baselines (the text model's offsets are not public), numbers the
/// engine clamps (constants beyond 1e8, multipliers beyond 1e4), and items outside the checked hierarchy.
@MainActor struct FuzzConstraintCheck {
    /// A linear value: a known part, unknown clamped sizes with their coefficients, and bounds
    /// for pixel rounding and floating-point noise.
    private struct Value {
        var known: Double = 0
        var unknowns: [String: Double] = [:]
        var rounding: Double = 0
        var magnitude: Double = 0

        mutating func add(_ value: Double, _ coefficient: Double, rounding error: Double) {
            known += coefficient * value
            rounding += abs(coefficient) * error
            magnitude += abs(coefficient * value)
        }

        mutating func addUnknown(_ key: String, _ coefficient: Double) {
            unknowns[key, default: 0] += coefficient
        }
    }

    /// Whether no edge or size of `rect` reaches the engine's limit of 1e8, where it clamps
    /// values (a feedback without a fixed point ends there).
    private static func withinLimit(_ rect: CGRect) -> Bool {
        [rect.minX, rect.maxX, rect.minY, rect.maxY, rect.width, rect.height].allSatisfy { abs($0) < 1e8 - 1 }
    }

    private static let margins: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
        .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
        .leadingMargin: .leading, .trailingMargin: .trailing, .centerXWithinMargins: .centerX, .centerYWithinMargins: .centerY,
    ]

    /// A message when `constraint`, installed on `installer` in the hierarchy of `root`, does
    /// not hold; nil when it holds or cannot be checked.
    func violation(of constraint: NSLayoutConstraint, installedOn installer: UIView, root: UIView) -> String? {
        guard constraint.isActive, constraint.priority == .required, !constraint.headlessIsBroken,
              !String(describing: type(of: constraint)).contains("Autoresizing"),
              constraint.constant.isFinite, abs(constraint.constant) <= NSLayoutConstraint.numberLimit,
              constraint.multiplier.isFinite, abs(constraint.multiplier) <= NSLayoutConstraint.multiplierLimit else { return nil }
        var first = [(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, coefficient: Double)]()
        if let offset = constraint.firstSpec.offset {
            first = [(offset.to.item, offset.to.attribute, 1), (offset.from.item, offset.from.attribute, -1)]
        } else {
            first = [(constraint.firstItem, constraint.firstAttribute, 1)]
        }
        let m = Double(constraint.multiplier)
        var second = [(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, coefficient: Double)]()
        if let offset = constraint.secondSpec?.offset {
            second = [(offset.to.item, offset.to.attribute, -m), (offset.from.item, offset.from.attribute, m)]
        } else if constraint.secondItem != nil || constraint.secondAttribute != .notAnAttribute {
            second = [(constraint.secondItem, constraint.secondAttribute, -m)]
        }
        let terms = first + second
        guard !terms.contains(where: { [.firstBaseline, .lastBaseline, .notAnAttribute].contains($0.attribute) }) else { return nil }
        var items: [AnyObject] = []
        for term in terms {
            guard let item = term.item, let view = FuzzGeometry.hierarchyView(of: item), FuzzGeometry.root(of: view) === root else { return nil }
            items.append(item)
        }
        let hierarchyViews = items.compactMap(FuzzGeometry.hierarchyView(of:))
        let directional = terms.contains { [.leading, .trailing, .leadingMargin, .trailingMargin].contains($0.attribute) }
        let mirrored = directional && FuzzGeometry.hierarchyView(of: constraint.firstItem)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let scale = Double(max(root.traitCollection.displayScale, 1))
        let edge = 0.5 / scale, size = 1 / scale
        let installerRect = FuzzGeometry.alignmentRect(of: installer)
        guard Self.withinLimit(installerRect) else { return nil }

        var value = Value()
        for (term, item) in zip(terms, items) {
            var attribute = term.attribute
            var target: AnyObject = item
            if let plain = Self.margins[attribute] {
                guard let view = item as? UIView else { return nil }
                target = view.layoutMarginsGuide
                attribute = plain
            } else if let scroll = item as? UIScrollView, [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute),
                      hierarchyViews.contains(where: { $0 !== scroll && $0.isDescendant(of: scroll) }) {
                target = scroll.contentLayoutGuide
            }
            if attribute == .leading { attribute = mirrored ? .right : .left }
            if attribute == .trailing { attribute = mirrored ? .left : .right }
            guard let rect = FuzzGeometry.rect(of: target),
                  Self.withinLimit(rect) else { return nil }
            let key = "\(ObjectIdentifier(target))"
            let k = term.coefficient
            let isX = [.left, .right, .centerX].contains(attribute), isY = [.top, .bottom, .centerY].contains(attribute)
            // Positions are read in the installing view's space: x − origin (R − x right to left).
            var sign = 1.0
            if isX, mirrored {
                sign = -1
                value.add(Double(installerRect.maxX), k, rounding: edge)
                if installerRect.width == 0 { value.addUnknown("installer.w", k) }
            } else if isX {
                value.add(Double(installerRect.minX), -k, rounding: edge)
            } else if isY {
                value.add(Double(installerRect.minY), -k, rounding: edge)
            }
            let ks = k * sign
            switch attribute {
            case .left: value.add(Double(rect.minX), ks, rounding: edge)
            case .right:
                value.add(Double(rect.maxX), ks, rounding: edge)
                if rect.width == 0 { value.addUnknown(key + ".w", ks) }
            case .centerX:
                value.add(Double(rect.midX), ks, rounding: edge)
                if rect.width == 0 { value.addUnknown(key + ".w", ks / 2) }
            case .width:
                value.add(Double(rect.width), ks, rounding: size)
                if rect.width == 0 { value.addUnknown(key + ".w", ks) }
            case .top: value.add(Double(rect.minY), ks, rounding: edge)
            case .bottom:
                value.add(Double(rect.maxY), ks, rounding: edge)
                if rect.height == 0 { value.addUnknown(key + ".h", ks) }
            case .centerY:
                value.add(Double(rect.midY), ks, rounding: edge)
                if rect.height == 0 { value.addUnknown(key + ".h", ks / 2) }
            case .height:
                value.add(Double(rect.height), ks, rounding: size)
                if rect.height == 0 { value.addUnknown(key + ".h", ks) }
            default: return nil
            }
        }
        value.known -= Double(constraint.constant)
        value.magnitude += abs(Double(constraint.constant))
        let tolerance = value.rounding + 1e-6 + 1e-9 * value.magnitude
        // Each unknown is ≤ 0: a positive coefficient can lower the value without bound, a
        // negative one raise it.
        let canFall = value.unknowns.values.contains { $0 > 1e-9 }
        let canRise = value.unknowns.values.contains { $0 < -1e-9 }
        let lowest = canFall ? -Double.infinity : value.known
        let highest = canRise ? Double.infinity : value.known
        let holds = switch constraint.relation {
        case .equal: lowest <= tolerance && highest >= -tolerance
        case .lessThanOrEqual: lowest <= tolerance
        case .greaterThanOrEqual: highest >= -tolerance
        @unknown default: true
        }
        guard !holds else { return nil }
        let frames = items.map { item in "\(item is UIView ? "" : "guide ")\(String(describing: type(of: item))) \(FuzzGeometry.rect(of: item) ?? .null)" }
        return "required constraint does not hold (first side − second side = \(value.known), tolerance \(tolerance)\(value.unknowns.isEmpty ? "" : ", with clamped sizes"))"
            + ": \(constraint)\n    installed on \(type(of: installer)) \(installerRect); items: \(frames.joined(separator: "; "))"
    }
}
#endif
