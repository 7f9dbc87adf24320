// An independent reference for the differential tests. It shares no code with LayoutSolver
// (not even its Relation type) and favours obviousness over speed.

/// The relation of a reference row `Σ aᵢ·xᵢ + c  (relation)  0`.
enum ReferenceRelation: Equatable, Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// One linear constraint `Σ coefficients[i]·x[i] + constant  (relation)  0` over dense variables.
struct ReferenceRow: Equatable, Sendable {
    var coefficients: [Double]
    var constant: Double
    var relation: ReferenceRelation

    /// How far the row is from holding at `x` (0 when it holds).
    func violation(at x: [Double]) -> Double {
        var value = constant
        for index in coefficients.indices { value += coefficients[index] * x[index] }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

/// A prioritised constraint problem in dense form.
struct ReferenceProblem: Sendable {
    /// The number of real, unbounded variables `x[0..<variableCount]`.
    var variableCount: Int
    /// Rows that must hold.
    var required: [ReferenceRow] = []
    /// Rows that should hold, with their priority (a larger number is more important).
    var optional: [(priority: Float, row: ReferenceRow)] = []
}

/// The strict-priority optimum of a `ReferenceProblem`.
struct ReferenceSolution: Sendable {
    /// For each optional priority present, highest first: the least achievable sum of absolute
    /// violations of that priority's rows, given that every higher priority keeps its optimum.
    var levelSums: [(priority: Float, sum: Double)]
    /// One optimal assignment of the variables.
    var values: [Double]
}

/// A deliberately simple reference solver for strict-priority linear constraint systems.
///
/// **Method.** Every question is answered by a fresh, dense linear program solved with the
/// textbook two-phase simplex method under Bland's rule (entering column: the lowest index with a
/// negative reduced cost; leaving row: the minimum ratio, ties to the lowest basic index), which
/// cannot cycle. Free variables are split as `x = x⁺ − x⁻` with `x⁺, x⁻ ≥ 0`.
///
/// - Feasibility of the required rows is phase 1 alone: minimise the sum of artificial variables;
///   the rows are feasible exactly when that minimum is (numerically) zero.
/// - The strict-priority optimum is lexicographic. Each optional row gets non-negative error
///   variables that measure its violation (`e⁺ − e⁻` for an equality, one `e` for an inequality,
///   so that at the optimum the errors equal the absolute violation). The priorities are then
///   processed from the highest down: minimise the sum of that priority's errors subject to the
///   required rows, the error definitions, and, for every higher priority already processed,
///   "its error sum ≤ its optimum + a tiny tolerance". The optimum found is that priority's sum.
///
/// Nothing is incremental, sparse or clever: each call builds its linear programs from scratch,
/// so the answer depends only on the problem, never on a history of operations.
enum DenseLexicographicSolver {
    /// Pivot and reduced-cost tolerance of the simplex.
    static let epsilon = 1e-9
    /// A phase-1 minimum above this means the rows are infeasible.
    static let infeasibilityTolerance = 1e-7

    /// Whether the rows can all hold together.
    static func isFeasible(_ rows: [ReferenceRow], variableCount: Int) -> Bool {
        var program = LinearProgram(columnCount: 2 * variableCount)
        for row in rows { program.addRow(splitting: row, variableCount: variableCount, extra: []) }
        return program.minimize(cost: [Double](repeating: 0, count: program.columnCount)) != nil
    }

    /// The strict-priority optimum, or nil when the required rows are infeasible.
    static func solve(_ problem: ReferenceProblem) -> ReferenceSolution? {
        let n = problem.variableCount
        var program = LinearProgram(columnCount: 2 * n)
        for row in problem.required { program.addRow(splitting: row, variableCount: n, extra: []) }

        // Error columns for each optional row, grouped by priority.
        var errorColumns: [Float: [Int]] = [:]
        for (priority, row) in problem.optional {
            switch row.relation {
            case .equal:
                // Σa·x + c − e⁺ + e⁻ = 0, so the row's value is e⁺ − e⁻ and |value| ≤ e⁺ + e⁻.
                let plus = program.addColumn(), minus = program.addColumn()
                program.addRow(splitting: row, variableCount: n, extra: [(plus, -1), (minus, 1)])
                errorColumns[priority, default: []] += [plus, minus]
            case .lessThanOrEqual:
                // Σa·x + c − e ≤ 0: e ≥ the amount by which the row exceeds zero.
                let error = program.addColumn()
                program.addRow(splitting: row, variableCount: n, extra: [(error, -1)])
                errorColumns[priority, default: []].append(error)
            case .greaterThanOrEqual:
                // Σa·x + c + e ≥ 0: e ≥ the amount by which the row falls short of zero.
                let error = program.addColumn()
                program.addRow(splitting: row, variableCount: n, extra: [(error, 1)])
                errorColumns[priority, default: []].append(error)
            }
        }

        var levelSums: [(priority: Float, sum: Double)] = []
        var values = [Double](repeating: 0, count: n)
        guard let first = program.minimize(cost: [Double](repeating: 0, count: program.columnCount)) else {
            return nil
        }
        for index in 0..<n { values[index] = first.solution[index] - first.solution[n + index] }

        for priority in errorColumns.keys.sorted(by: >) {
            let columns = errorColumns[priority]!
            var cost = [Double](repeating: 0, count: program.columnCount)
            for column in columns { cost[column] = 1 }
            guard let optimum = program.minimize(cost: cost) else {
                preconditionFailure("a level cannot become infeasible: its bound holds at the previous optimum")
            }
            let sum = max(0, optimum.value)
            levelSums.append((priority, sum))
            for index in 0..<n { values[index] = optimum.solution[index] - optimum.solution[n + index] }
            // Keep this level optimal while the lower ones are minimised.
            program.addRawRow(
                columns.map { ($0, 1.0) }, relation: .lessThanOrEqual, rhs: sum + 1e-9 * (1 + sum))
        }
        return ReferenceSolution(levelSums: levelSums, values: values)
    }
}

/// `minimise cost·z subject to rows, z ≥ 0`, solved densely by two-phase simplex with Bland's rule.
private struct LinearProgram {
    struct RawRow {
        var coefficients: [Int: Double]
        var relation: ReferenceRelation
        var rhs: Double
    }

    private(set) var columnCount: Int
    private var rows: [RawRow] = []

    init(columnCount: Int) { self.columnCount = columnCount }

    mutating func addColumn() -> Int {
        columnCount += 1
        return columnCount - 1
    }

    /// Adds `Σ a·(x⁺ − x⁻) + Σ extra + c (relation) 0` as `… (relation) −c`.
    mutating func addRow(splitting row: ReferenceRow, variableCount n: Int, extra: [(Int, Double)]) {
        var entries: [(Int, Double)] = []
        for index in 0..<n where row.coefficients[index] != 0 {
            entries.append((index, row.coefficients[index]))
            entries.append((n + index, -row.coefficients[index]))
        }
        addRawRow(entries + extra, relation: row.relation, rhs: -row.constant)
    }

    mutating func addRawRow(_ entries: [(Int, Double)], relation: ReferenceRelation, rhs: Double) {
        var coefficients: [Int: Double] = [:]
        for (column, value) in entries { coefficients[column, default: 0] += value }
        rows.append(RawRow(coefficients: coefficients, relation: relation, rhs: rhs))
    }

    /// The minimum and a minimiser, or nil when the rows are infeasible. The objective must be
    /// bounded below on the feasible set (all uses here minimise sums of non-negative columns).
    func minimize(cost: [Double]) -> (value: Double, solution: [Double])? {
        let eps = DenseLexicographicSolver.epsilon
        let m = rows.count
        let n = columnCount

        // Standard form with b ≥ 0: one slack per inequality, one artificial per row that has no
        // obvious starting basic column (a `≤` row with b ≥ 0 starts on its slack).
        var normalized = rows
        for index in normalized.indices where normalized[index].rhs < 0 {
            normalized[index].rhs.negate()
            for key in normalized[index].coefficients.keys { normalized[index].coefficients[key]!.negate() }
            switch normalized[index].relation {
            case .lessThanOrEqual: normalized[index].relation = .greaterThanOrEqual
            case .greaterThanOrEqual: normalized[index].relation = .lessThanOrEqual
            case .equal: break
            }
        }
        let slackCount = normalized.filter { $0.relation != .equal }.count
        let artificialCount = normalized.filter { $0.relation != .lessThanOrEqual }.count
        let firstSlack = n, firstArtificial = n + slackCount
        let width = firstArtificial + artificialCount + 1  // + right-hand side
        let rhsColumn = width - 1

        var table = Table(rows: m, width: width)
        var basis = [Int](repeating: -1, count: m)
        var nextSlack = firstSlack, nextArtificial = firstArtificial
        for (r, row) in normalized.enumerated() {
            for (column, value) in row.coefficients { table[r, column] = value }
            table[r, rhsColumn] = row.rhs
            switch row.relation {
            case .lessThanOrEqual:
                table[r, nextSlack] = 1
                basis[r] = nextSlack
                nextSlack += 1
            case .greaterThanOrEqual:
                table[r, nextSlack] = -1
                nextSlack += 1
                table[r, nextArtificial] = 1
                basis[r] = nextArtificial
                nextArtificial += 1
            case .equal:
                table[r, nextArtificial] = 1
                basis[r] = nextArtificial
                nextArtificial += 1
            }
        }

        // Phase 1: minimise the sum of the artificials.
        var phaseOneCost = [Double](repeating: 0, count: width - 1)
        for column in firstArtificial..<(width - 1) { phaseOneCost[column] = 1 }
        var objective = Self.reducedCosts(phaseOneCost, table: table, basis: basis)
        Self.runSimplex(&table, &objective, &basis, allowedColumns: width - 1)
        if -objective[rhsColumn] > DenseLexicographicSolver.infeasibilityTolerance { return nil }

        // Drive the remaining (zero-valued) artificials out of the basis; a row where that is
        // impossible is a redundant combination of the others and is dropped.
        var liveRows = [Bool](repeating: true, count: m)
        for r in 0..<m where basis[r] >= firstArtificial {
            if let column = (0..<firstArtificial).first(where: { abs(table[r, $0]) > eps }) {
                table.pivot(row: r, column: column)
                basis[r] = column
            } else {
                liveRows[r] = false
            }
        }
        if liveRows.contains(false) {
            var compact = Table(rows: liveRows.filter { $0 }.count, width: width)
            var compactBasis: [Int] = []
            for r in 0..<m where liveRows[r] {
                for column in 0..<width { compact[compactBasis.count, column] = table[r, column] }
                compactBasis.append(basis[r])
            }
            table = compact
            basis = compactBasis
        }

        // Phase 2: the real cost; artificial columns may no longer enter.
        var phaseTwoCost = [Double](repeating: 0, count: width - 1)
        for column in 0..<n { phaseTwoCost[column] = cost[column] }
        objective = Self.reducedCosts(phaseTwoCost, table: table, basis: basis)
        let bounded = Self.runSimplex(&table, &objective, &basis, allowedColumns: firstArtificial)
        precondition(bounded, "the reference only minimises objectives that are bounded below")

        var solution = [Double](repeating: 0, count: n)
        for r in basis.indices where basis[r] < n { solution[basis[r]] = table[r, rhsColumn] }
        let value = (0..<n).reduce(0.0) { $0 + cost[$1] * solution[$1] }
        return (value, solution)
    }

    /// The objective row `cost − c_B·B⁻¹A` (last entry: −current value) for the tableau.
    private static func reducedCosts(_ cost: [Double], table: Table, basis: [Int]) -> [Double] {
        var objective = cost + [0]
        for r in basis.indices {
            let factor = cost[basis[r]]
            if factor == 0 { continue }
            for column in 0..<table.width { objective[column] -= factor * table[r, column] }
        }
        return objective
    }

    /// Bland's rule simplex over columns `0..<allowedColumns`; false when unbounded.
    @discardableResult
    private static func runSimplex(
        _ table: inout Table, _ objective: inout [Double], _ basis: inout [Int], allowedColumns: Int
    ) -> Bool {
        let eps = DenseLexicographicSolver.epsilon
        let rhsColumn = table.width - 1
        while true {
            guard let entering = (0..<allowedColumns).first(where: { objective[$0] < -eps }) else { return true }
            var leaving = -1
            var bestRatio = Double.infinity
            for r in 0..<table.rows {
                let a = table[r, entering]
                guard a > eps else { continue }
                let ratio = table[r, rhsColumn] / a
                if ratio < bestRatio - eps || (ratio <= bestRatio + eps && basis[r] < basis[leaving]) {
                    bestRatio = min(ratio, bestRatio)
                    leaving = r
                }
            }
            if leaving < 0 { return false }
            table.pivot(row: leaving, column: entering)
            let factor = objective[entering]
            for column in 0..<table.width { objective[column] -= factor * table[leaving, column] }
            objective[entering] = 0
            basis[leaving] = entering
        }
    }
}

/// A dense row-major matrix of doubles with the Gauss–Jordan pivot of the simplex method.
private struct Table {
    let rows: Int
    let width: Int
    private var cells: [Double]

    init(rows: Int, width: Int) {
        self.rows = rows
        self.width = width
        cells = [Double](repeating: 0, count: rows * width)
    }

    subscript(row: Int, column: Int) -> Double {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Scales `row` so that `column` holds 1, then clears `column` from every other row.
    mutating func pivot(row pivotRow: Int, column: Int) {
        let width = self.width, rows = self.rows
        cells.withUnsafeMutableBufferPointer { cells in
            let base = pivotRow * width
            let scale = 1 / cells[base + column]
            for index in 0..<width { cells[base + index] *= scale }
            cells[base + column] = 1
            for r in 0..<rows where r != pivotRow {
                let factor = cells[r * width + column]
                if factor == 0 { continue }
                let target = r * width
                for index in 0..<width { cells[target + index] -= factor * cells[base + index] }
                cells[target + column] = 0
            }
        }
    }
}
