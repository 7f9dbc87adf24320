/// The workload names in the order of `kiwisolver_bench.py`'s `ORDER`; spec files not listed
/// follow, sorted by name.
enum WorkloadList {
    static let order = [
        "grid-100", "grid-250", "grid-500", "grid-1000", "grid-2000", "boxes-build-300",
        "editing-drag-300", "editing-jump-300", "churn-bulk-1000", "churn-toggle-1000",
        "ui-build-100x10", "ui-resize-100x10", "ui-indep-50x10", "ui-indep-100x10",
        "ui-indep-200x10", "enaml-build", "enaml-suggest",
    ]

    /// `(name, path)` of every `*.txt` file in `directory` (hidden files excluded, as `glob`
    /// does), in benchmark order.
    static func specFiles(in directory: String) throws -> [(name: String, path: String)] {
        guard let entries = directoryEntries(directory) else {
            throw SpecError(description: "cannot read the specs folder \(directory)")
        }
        var files: [String: String] = [:]
        for entry in entries where entry.hasSuffix(".txt") && !entry.hasPrefix(".") {
            files[String(entry.dropLast(4))] = directory + "/" + entry
        }
        let listed = order.filter { files[$0] != nil }
        let others = files.keys.filter { !order.contains($0) }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return (listed + others).map { ($0, files[$0]!) }
    }
}
