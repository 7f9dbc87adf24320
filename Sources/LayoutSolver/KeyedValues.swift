/// Values found by a non-negative integer key, kept side by side in one array in no particular
/// order, with an `IntegerMap` from each key to its value's position. Adding a value writes the
/// end of the array and one small map entry; removing one moves the last value into its place.
///
/// The solver keeps its constraint records (keyed by constraint address) and its stays (keyed by
/// variable id) this way: a dictionary would hash every key with a seeded hash and write each
/// value at a random place in a large table.
struct KeyedValues<Value> {
    /// The values, in no particular order.
    private(set) var values: [Value] = []
    /// The key of each value, at the same position.
    private var keys: [Int] = []
    private var positions = IntegerMap()

    var count: Int { values.count }

    /// The value for `key`, if any.
    subscript(key: Int) -> Value? {
        positions[key].map { values[$0] }
    }

    /// Whether `key` has a value; cheapest for keys that are mostly not there.
    func contains(_ key: Int) -> Bool { positions.contains(key) }

    /// The position of `key`'s value in `values`, if any.
    func position(of key: Int) -> Int? { positions[key] }

    /// The value at `position`, read or changed in place.
    subscript(position position: Int) -> Value {
        get { values[position] }
        _modify { yield &values[position] }
    }

    /// Makes room for `capacity` values in all; the arrays grow at least twofold, as they would
    /// by appending, so that a run of small batches copies them a few times, not once each.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > values.capacity {
            let grown = max(capacity, 2 * values.capacity)
            values.reserveCapacity(grown)
            keys.reserveCapacity(grown)
        }
        positions.reserveCapacity(capacity)
    }

    /// Adds `value` for `key`, which has none.
    mutating func append(_ value: Value, for key: Int) {
        positions.set(values.count, for: key)
        values.append(value)
        keys.append(key)
    }

    /// Removes and returns the value for `key`, if any.
    @discardableResult
    mutating func removeValue(for key: Int) -> Value? {
        guard let position = positions[key] else { return nil }
        positions.remove(key)
        let last = values.count - 1
        if position != last {
            values.swapAt(position, last)
            keys.swapAt(position, last)
            positions.set(position, for: keys[position])
        }
        keys.removeLast()
        return values.removeLast()
    }
}
