#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutCore

extension UIView {
    /// Creates one constraint per pin between this view and `other` (default: the superview) and
    /// activates them in one batch through the shared activation step.
    ///
    /// Sets `translatesAutoresizingMaskIntoConstraints` to false on this view only. Pins that
    /// cannot become a constraint are reported (`pinInvalid`) and skipped; with no second item
    /// or no common ancestor nothing is created (`pinNoSecondItem`, `pinNoCommonAncestor`).
    ///
    /// - Returns: The created constraints in pin order, including those of pins marked
    ///   `isActive(false)`, which are not activated.
    @discardableResult
    public func pushPins(
        _ pins: [Pin], relativeTo other: UIView? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        PinPush.push(pins, onto: self, relativeTo: other, call: "pushPins", site: CallSite(file: file, line: line))?
            .compactMap { $0 } ?? []
    }

    /// Creates the constraint for one pin between this view and `other` (default: the
    /// superview), as `pushPins(_:relativeTo:)` does.
    ///
    /// - Returns: The constraint; when it cannot be created, an inactive placeholder
    ///   `view.a == view.a` named `"<fileID>:<line> pin.<case>.unresolved"`, after a diagnostic.
    @discardableResult
    public func pushPin(
        _ pin: Pin, relativeTo other: UIView? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        let site = CallSite(file: file, line: line)
        if let created = PinPush.push([pin], onto: self, relativeTo: other, call: "pushPin", site: site)?.first, let created {
            return created
        }
        return PinPlaceholder.make(for: pin.constraintDescription, on: self, site: site)
    }
}

/// The algorithm behind `pushPins` and `pushPin` (<doc:PinRules#Pushing-pins>).
@MainActor enum PinPush {
    /// One entry per pin (nil for a skipped pin), or nil when the second item is unusable.
    static func push(
        _ pins: [Pin], onto view: UIView, relativeTo other: UIView?, call: String, site: CallSite
    ) -> [NSLayoutConstraint?]? {
        guard let target = PinTarget.resolve(pins, of: view, relativeTo: other, call: call, site: site) else { return nil }
        view.translatesAutoresizingMaskIntoConstraints = false
        var created: [NSLayoutConstraint?] = []
        var active: [NSLayoutConstraint] = []
        for pin in pins {
            guard let description = PinCheck.usableDescription(of: pin, call: call, site: site) else {
                created.append(nil)
                continue
            }
            let constraint = target.constraint(for: description, site: site)
            created.append(constraint)
            if description.isActive { active.append(constraint) }
        }
        if !active.isEmpty {
            ConstraintActivation.submit(active, for: view, site: site)
        }
        PinRegistry.record(created.compactMap { $0 }, for: view)
        return created
    }
}
