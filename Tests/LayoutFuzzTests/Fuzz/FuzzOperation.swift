#if !canImport(UIKit)
import Foundation

/// One step of a random sequence: what kind of thing a user does, and a seed from which the
/// step draws its details (which views, which numbers) against the world as it is when the step
/// runs. Steps stay meaningful when earlier ones are dropped, which is what shrinking needs.
struct FuzzOperation: CustomStringConvertible, Equatable {
    /// The families of user actions.
    enum Kind: String, CaseIterable {
        // Views: FuzzWorld+Hierarchy.swift
        case addView, removeFromSuperview, reparent, drop, hide
        // Plain UIKit constraints and their edits: FuzzWorld+Constraints.swift, FuzzWorld+Edits.swift
        case anchorConstraint, batchConstraints, systemSpacing, offsetConstraint, legacyInstall, layoutGuide
        case deactivate, changeConstant, changePriority
        // The DSL: FuzzWorld+Layouts.swift, FuzzWorld+Sizes.swift, FuzzWorld+Containers.swift, FuzzWorld+Conditions.swift
        case fill, fillAtMost, center, pinPosition, pinConstant, pinEdge, align, stackSubviews, defaults, listEdit
        case size, sizeRelative, sizeRemoval, hugging
        case overflowScroll, keyboardGuide, stackFactory, tableHeader, fixedFrameGuide
        case conditional, namedConfiguration
        // The idioms: FuzzWorld+Idioms.swift
        case pins, updatePins, typedAnchors, helperFormat, helperEdit, uikitFormat
        // View controllers: FuzzWorld+Controllers.swift
        case rootController, push, pop, controllerChange
        // The environment: FuzzWorld+Environment.swift
        case labelText, buttonTitle, imageChange, stackChange, margins
        case rotate, traits, viewTraits, keyboard
        case setNeedsLayout, layout, layoutSubview, drainRunLoop, animate, inspect
    }

    let kind: Kind
    let seed: UInt64

    var description: String { "\(kind.rawValue)#\(String(seed, radix: 16))" }

    init(kind: Kind, seed: UInt64) {
        self.kind = kind
        self.seed = seed
    }

    /// The operation a trace or a failure report printed as `kind#seed` (seed in hex).
    init?(traced text: String) {
        let parts = text.split(separator: "#")
        guard parts.count == 2, let kind = Kind(rawValue: String(parts[0])), let seed = UInt64(parts[1], radix: 16) else { return nil }
        self.init(kind: kind, seed: seed)
    }

    /// The operations of a failure report's list, `kind#seed` separated by spaces.
    static func sequence(traced text: String) -> [FuzzOperation] {
        text.split(separator: " ").compactMap { FuzzOperation(traced: String($0)) }
    }

    /// The relative frequency of each kind in a generated sequence.
    static func weight(of kind: Kind) -> Int {
        switch kind {
        case .addView: 8
        case .layout: 7
        case .anchorConstraint: 6
        case .fill, .pinEdge, .size, .changeConstant: 3
        case .batchConstraints, .systemSpacing, .offsetConstraint, .legacyInstall, .layoutGuide, .defaults, .sizeRemoval,
             .tableHeader, .fixedFrameGuide, .namedConfiguration, .updatePins, .helperEdit, .buttonTitle, .imageChange,
             .viewTraits, .layoutSubview, .drainRunLoop, .animate, .inspect, .rootController, .push, .pop, .controllerChange:
            1
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
