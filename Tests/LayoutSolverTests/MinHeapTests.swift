@testable import LayoutSolver
import Testing

/// The solver's priority queue (the next symbol to enter the basis, the next link to expand):
/// interleaved insertions and removals come out in sorted order.
@Suite("Min-heap")
struct MinHeapTests {
    @Test func removesInAscendingOrder() {
        var heap = MinHeap<Int>()
        var model: [Int] = []
        var random = SplitMix64(seed: 7)
        func next() -> Int { Int(random.next() % 1_000) }
        for step in 0..<5_000 {
            if step % 3 == 2 {
                let expected = model.min()
                #expect(heap.removeMin() == expected)
                if let expected { model.remove(at: model.firstIndex(of: expected)!) }
            } else {
                let value = next()
                heap.insert(value)
                model.append(value)
            }
        }
        var drained: [Int] = []
        while let value = heap.removeMin() { drained.append(value) }
        #expect(drained == model.sorted())
        #expect(heap.isEmpty && heap.min == nil)
    }
}
