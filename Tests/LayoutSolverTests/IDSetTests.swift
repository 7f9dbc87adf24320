@testable import LayoutSolver
import Testing

/// `IDSet` answers membership alike whether its ids are close (bits) or far apart (a map).
@Suite("IDSet")
struct IDSetTests {
    @Test(arguments: [[5, 6, 7, 130, 64, 63], [3, 1_000_000, 42, 9_999_999_999], [], [0]])
    func membershipMatchesTheIDs(ids: [Int]) {
        let set = IDSet(ids)
        let probes = Set(ids.flatMap { [$0 - 1, $0, $0 + 1, $0 + 64] } + [0, 1, 200, 5_000_000]).filter { $0 >= 0 }
        for probe in probes {
            #expect(set.contains(probe) == ids.contains(probe), "id \(probe) in \(ids)")
        }
    }
}
