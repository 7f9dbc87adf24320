extension Solver {
    /// Runs `body` on the solver, then puts the solver back as it was before the call: the same
    /// constraints, edit variables, stays and values.
    ///
    /// Use it to ask what a change would do without making it. Removing a constraint that was
    /// added for such a question is not enough when the layout is ambiguous: nothing pulls the
    /// values back, and they stay where the added constraint moved them.
    public func withRollback<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = (tableau, records, edits, stays, nextSequence, markerOwners, needsDualOptimization)
        defer { (tableau, records, edits, stays, nextSequence, markerOwners, needsDualOptimization) = saved }
        return try body()
    }
}
