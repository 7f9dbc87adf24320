import LayoutSolver
import Testing

/// Many edits must not accumulate rounding errors.
@Suite("No drift")
struct DriftTests {
    @Test func hundredThousandEditsStayExact() throws {
        // left >= 0, width >= 10, right == left + width, right <= 1000 (required); left and width
        // are edited at 500 and 400. Expected: left = clamp(s, 0, 990); width = clamp(t, 10, 1000 − left);
        // right = left + width. (left's edit outranks width's, so left is clamped first.)
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.add([left >= 0, width >= 10, right == left + width, right <= 1000])
        try solver.addEditVariable(left, priority: 500)
        try solver.addEditVariable(width, priority: 400)
        var worst = 0.0
        var s = 0.0, t = 0.0
        for step in 0..<100_000 {
            // One edit per step, alternating between the two variables. Each suggestion runs along
            // a triangle wave (steps of 7 and 5) that crosses the bounds now and then, so both
            // free moves and clamping occur. The fractions .1 and .3 are not representable, so
            // exact cancellation cannot hide drift.
            let k = step / 2
            if step % 2 == 0 {
                s = Double(abs(k &* 7 % 2200 - 1100)) - 50 + 0.1  // −49.9 … 1050.1
                try solver.suggestValue(s, for: left)
            } else {
                t = Double(abs(k &* 5 % 2400 - 1200)) - 100 + 0.3  // −99.7 … 1100.3
                try solver.suggestValue(t, for: width)
            }
            solver.updateVariables()
            let expectedLeft = min(max(s, 0), 990)
            let expectedWidth = min(max(t, 10), 1000 - expectedLeft)
            let error = max(
                abs(solver.value(of: left) - expectedLeft),
                abs(solver.value(of: width) - expectedWidth),
                abs(solver.value(of: right) - (expectedLeft + expectedWidth)))
            worst = max(worst, error)
            if error > 1e-9 {
                Issue.record("step \(step): error \(error) with suggestions \(s), \(t)")
                break
            }
        }
        #expect(worst <= 1e-9)
    }
}
