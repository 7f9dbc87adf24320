#if !canImport(UIKit)
/// The constraints a layout engine holds, in activation order: the order of their sequence
/// numbers, which the engine hands out increasing as constraints come in. Reading them in order
/// needs no sort; taking one out leaves a hole, found by its sequence, that a later compaction
/// closes.
@MainActor struct HeldConstraints {
    /// The constraints in the order they came in; nil where one was taken out.
    private var slots: [NSLayoutConstraint?] = []
    /// The sequence number of each slot's constraint, increasing.
    private var sequences: [Int] = []
    /// How many slots hold a constraint.
    private var count = 0

    /// Appends a constraint whose sequence number is larger than any held so far.
    mutating func append(_ constraint: NSLayoutConstraint, sequence: Int) {
        assert(sequences.last.map { $0 < sequence } ?? true, "held constraints come in sequence order")
        slots.append(constraint)
        sequences.append(sequence)
        count += 1
    }

    /// Takes out the constraint held with `sequence`, if any.
    mutating func remove(sequence: Int) {
        var low = 0, high = sequences.count
        while low < high {
            let middle = (low + high) / 2
            if sequences[middle] < sequence { low = middle + 1 } else { high = middle }
        }
        guard low < sequences.count, sequences[low] == sequence, slots[low] != nil else { return }
        slots[low] = nil
        count -= 1
        if slots.count >= 64 && count * 2 < slots.count { compact() }
    }

    /// Lets every constraint go.
    mutating func removeAll() {
        slots = []
        sequences = []
        count = 0
    }

    /// The held constraints that satisfy `isIncluded`, in activation order.
    func elements(where isIncluded: @MainActor (NSLayoutConstraint) -> Bool) -> [NSLayoutConstraint] {
        var included: [NSLayoutConstraint] = []
        for case let constraint? in slots where isIncluded(constraint) { included.append(constraint) }
        return included
    }

    /// Closes the holes, keeping the order.
    private mutating func compact() {
        var kept = 0
        for index in slots.indices where slots[index] != nil {
            slots[kept] = slots[index]
            sequences[kept] = sequences[index]
            kept += 1
        }
        slots.removeLast(slots.count - kept)
        sequences.removeLast(sequences.count - kept)
    }
}
#endif
