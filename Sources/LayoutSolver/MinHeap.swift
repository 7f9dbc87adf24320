/// A binary min-heap: the smallest element is read in O(1), inserted and removed in O(log n).
struct MinHeap<Element: Comparable> {
    private(set) var elements: [Element] = []

    var isEmpty: Bool { elements.isEmpty }

    /// The smallest element, if any.
    var min: Element? { elements.first }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the smallest element, if any.
    mutating func removeMin() -> Element? {
        guard let first = elements.first else { return nil }
        let last = elements.removeLast()
        if !elements.isEmpty {
            elements[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < elements.count && elements[left] < elements[smallest] { smallest = left }
                if right < elements.count && elements[right] < elements[smallest] { smallest = right }
                if smallest == parent { break }
                elements.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }

    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
    }
}
