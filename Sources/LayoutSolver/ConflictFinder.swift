// Finding a minimal set of required constraints that cannot hold together with a failing one.

extension Solver {
    /// The `unsatisfiable` error for `constraint` (with constant `constant`), naming a minimal
    /// conflicting set of the required constraints in the solver.
    ///
    /// The row on which simplex got stuck proves the conflict (a Farkas certificate): its marker
    /// symbols name the constraints it combines. A deletion filter then drops every member the
    /// conflict does not need, so the set is irreducible: without any one of its members the
    /// rest, with `constraint`, is satisfiable.
    func unsatisfiable(
        _ constraint: Constraint, constant: Double, certificate: [Int], excluding excluded: Constraint? = nil
    ) -> SolverError {
        guard computesConflicts else { return .unsatisfiable(constraint, conflictingWith: []) }
        let failing = ProbeItem(constraint: constraint, constant: constant)
        func candidates(_ records: [ConstraintRecord]) -> [ConstraintRecord] {
            records.filter { !$0.isEdit && $0.level < 0 && $0.constraint !== excluded }.sorted { $0.sequence < $1.sequence }
        }
        // Conflicts are rare: the owner of each marker is looked up only when one is explained.
        let markers = Set(certificate)
        var members = candidates(records.values.filter { markers.contains($0.tag.marker) })
        var needed = ConflictProbe.irreducibleSubset(of: members.map(ProbeItem.init), failing: failing)
        if needed == nil {
            // The certificate missed something; fall back to every required constraint.
            members = candidates(Array(records.values))
            needed = ConflictProbe.irreducibleSubset(of: members.map(ProbeItem.init), failing: failing)
        }
        return .unsatisfiable(constraint, conflictingWith: (needed ?? []).map { members[$0].constraint })
    }
}

/// A required constraint as a probe sees it: the constraint with the constant in force.
struct ProbeItem {
    let constraint: Constraint
    let constant: Double

    init(constraint: Constraint, constant: Double) {
        self.constraint = constraint
        self.constant = constant
    }

    init(_ record: ConstraintRecord) {
        self.init(constraint: record.constraint, constant: record.constant)
    }

    /// A fresh required copy, so that a probe solver never shares objects with the caller's.
    func copy() -> Constraint {
        var expression = constraint.expression
        expression.constant = constant
        return Constraint(expression, constraint.relation)
    }
}

/// A scratch solver used to test which required constraints can hold together.
struct ConflictProbe {
    private let solver = Solver()

    private init() {
        solver.computesConflicts = false
    }

    /// Adds a constraint if it can hold with those present; a refused add changes nothing.
    private func add(_ constraint: Constraint) -> Bool {
        do {
            try solver.add(constraint)
            return true
        } catch {
            return false
        }
    }

    private func remove(_ constraint: Constraint) {
        try? solver.remove(constraint)
    }

    /// The indices, in order, of an irreducible subset of `members` that cannot hold with
    /// `failing`; nil when all of `members` can hold with it.
    ///
    /// A deletion filter run on one incremental probe. Members are added in order until one is
    /// refused: that one is needed, and the conflict lies among it and those before it. The
    /// probe then holds `failing` and every member still in play but one needed member, the
    /// *hole*. Testing a member removes it and puts the hole's member back: if that add is
    /// refused, the rest still conflicts without the tested member, which is dropped; otherwise
    /// it is needed and becomes the hole. Each member costs one removal and one addition instead
    /// of a probe built from scratch.
    static func irreducibleSubset(of members: [ProbeItem], failing: ProbeItem) -> [Int]? {
        let probe = ConflictProbe()
        let copies = members.map { $0.copy() }
        guard probe.add(failing.copy()) else { return [] }
        guard let closing = copies.indices.first(where: { !probe.add(copies[$0]) }) else { return nil }
        var needed: [Int] = []
        var hole = closing
        for index in 0..<closing {
            probe.remove(copies[index])
            if probe.add(copies[hole]) {
                needed.append(hole)
                hole = index
            }
        }
        needed.append(hole)
        return needed.sorted()
    }
}
