#if !canImport(UIKit)
import Foundation

/// One step of a random sequence: what kind of thing a user does, and a seed from which the
/// step draws its details (which views, which numbers) against the world as it is when the step
/// runs. Steps stay meaningful when earlier ones are dropped, which is what shrinking needs.
struct FuzzOperation: CustomStringConvertible {
    /// The families of user actions.
    enum Kind: String, CaseIterable {
        case addView, removeFromSuperview, reparent, drop
        case anchorConstraint, deactivate, changeConstant, changePriority
        case fill, center, pin, stackSubviews, size, hugging, overflowScroll, keyboardGuide, conditional
        case pins, typedAnchors, helperFormat, uikitFormat
        case labelText, stackChange, rotate, traits, keyboard, setNeedsLayout, layout
    }

    let kind: Kind
    let seed: UInt64

    var description: String { "\(kind.rawValue)#\(String(seed, radix: 16))" }

    /// The relative frequency of each kind in a generated sequence.
    static func weight(of kind: Kind) -> Int {
        switch kind {
        case .addView: 8
        case .anchorConstraint: 6
        case .layout: 7
        case .fill, .center, .pin, .size, .changeConstant: 3
        default: 2
        }
    }

    /// `count` operations drawn from `random`, weighted by kind.
    static func sequence(count: Int, random: inout FuzzRandom) -> [FuzzOperation] {
        let weighted = Kind.allCases.flatMap { Array(repeating: $0, count: weight(of: $0)) }
        return (0..<count).map { _ in FuzzOperation(kind: random.pick(weighted), seed: random.next()) }
    }
}
#endif
