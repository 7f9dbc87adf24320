import LayoutSolver

/// Kiwi's strength constants, as `kiwisolver.strength` defines them.
enum KiwiStrength {
    /// `strength.required`: `create(1000, 1000, 1000)`.
    static let required = 1_001_001_000.0
    /// `strength.strong`.
    static let strong = 1_000_000.0
    /// `strength.medium`.
    static let medium = 1_000.0
    /// `strength.weak`.
    static let weak = 1.0
}

/// Maps the Kiwi strengths of one spec to `Priority` values, monotonically.
///
/// Choice: **rank-based**. A strength `>= KiwiStrength.required` becomes `.required` (1000).
/// The distinct optional strengths that occur in the file (edit variables, `c` and `x` lines) are
/// sorted from strongest to weakest and given 999, 998, 997, … in that order. The solver orders
/// optional priorities strictly and gives every constraint of one priority the same weight, so
/// only the order of the priorities matters: ranks keep the order and distinctness of Kiwi's
/// strengths without any rounding (a log mapping would have to squeeze Kiwi's 1…1e9 range into
/// 1…999 Floats). Example, enaml: 1e6 → 999, 1e5 → 998, 1250 → 997, 1000 → 996, 1 → 995.
///
/// The mapping is computed while the spec is prepared, outside the timed part, just as
/// `kiwisolver_bench.py` converts the strength text to a float in its untimed parser.
struct StrengthMapping {
    private var priorities: [Double: Priority] = [:]

    /// Builds the mapping for every strength that occurs in `spec`.
    init(for spec: Spec) throws {
        var optional = Set<Double>()
        for (_, strength) in spec.edits where strength < KiwiStrength.required { optional.insert(strength) }
        for constraint in spec.constraints + spec.churn where constraint.strength < KiwiStrength.required {
            optional.insert(constraint.strength)
        }
        guard optional.count <= 999 else {
            throw SpecError(description: "\(spec.name): \(optional.count) distinct optional strengths; at most 999 fit below 1000")
        }
        for (rank, strength) in optional.sorted(by: >).enumerated() {
            priorities[strength] = Priority(Float(999 - rank))
        }
    }

    /// The priority for a strength of the spec the mapping was built for.
    func priority(for strength: Double) -> Priority {
        strength >= KiwiStrength.required ? .required : priorities[strength]!
    }
}
