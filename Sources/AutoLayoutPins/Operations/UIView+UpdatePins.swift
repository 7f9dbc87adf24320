#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension UIView {
    /// Finds the constraints the pins describe and gives them the pins' constants and
    /// activation; creates nothing (<doc:PinRules#Updating-pins>).
    ///
    /// A constraint matches a pin when its first item (this view), first attribute, second item
    /// (`other`, default the superview; none for constant pins), second attribute and relation
    /// are the pin's. Candidates are the constraints installed on the closest common ancestor
    /// and every constraint pushed onto this view, active or not. Multipliers and priorities are
    /// never changed. A pin without a match is reported (`pinUpdateMiss`) and listed in the
    /// report's `missed`.
    @discardableResult
    public func updatePins(
        _ pins: [Pin], relativeTo other: UIView? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> PinUpdateReport {
        let site = CallSite(file: file, line: line)
        guard let target = PinTarget.resolve(pins, of: self, relativeTo: other, call: "updatePins", site: site) else {
            return PinUpdateReport(missed: pins)
        }
        var report = PinUpdateReport()
        var activating: [NSLayoutConstraint] = []
        for pin in pins {
            guard let description = PinCheck.usableDescription(of: pin, call: "updatePins", site: site) else {
                report.missed.append(pin)
                continue
            }
            let key = PinKey(description, target: target)
            let matches = PinUpdate.candidates(for: key).filter(key.matches)
            guard !matches.isEmpty else {
                site.report(.pinUpdateMiss, "updatePins: no constraint matches \(description.shape.token) (\(key.text)); nothing was created")
                report.missed.append(pin)
                continue
            }
            for constraint in matches {
                constraint.constant = description.constant
                if description.isActive, !constraint.isActive, !activating.contains(where: { $0 === constraint }) {
                    activating.append(constraint)
                }
                if !description.isActive {
                    activating.removeAll { $0 === constraint }
                    if constraint.isActive { constraint.isActive = false }
                }
                if !report.updated.contains(where: { $0 === constraint }) { report.updated.append(constraint) }
            }
        }
        activating.removeAll { $0.isActive }
        if !activating.isEmpty {
            ConstraintActivation.submit(activating, for: self, site: site)
        }
        return report
    }
}

/// Where `updatePins` looks for constraints.
@MainActor enum PinUpdate {
    /// The receiver's pushed constraints, then the plain constraints installed on the key's
    /// container, each once. Constraints UIKit makes itself (content size, autoresizing) are
    /// subclasses and never match.
    static func candidates(for key: PinKey) -> [NSLayoutConstraint] {
        var candidates = PinRegistry.constraints(of: key.first)
        for constraint in key.container?.constraints ?? [] where type(of: constraint) == NSLayoutConstraint.self {
            if !candidates.contains(where: { $0 === constraint }) { candidates.append(constraint) }
        }
        return candidates
    }
}
