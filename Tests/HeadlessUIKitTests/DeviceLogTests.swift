#if !canImport(UIKit)
import HeadlessUIKit
import Testing

// HeadlessLog is the test-capturable sink of uikit-model.md §14.6.
@MainActor @Suite struct DeviceLogTests {
    @Test func captureCollectsEntriesInOrder() {
        let entries = HeadlessLog.capture {
            HeadlessLog.write(HeadlessLogEntry(category: .exception, message: "first"))
            HeadlessLog.handler(HeadlessLogEntry(category: .layoutConstraints, message: "second"))
        }
        #expect(entries == [
            HeadlessLogEntry(category: .exception, message: "first"),
            HeadlessLogEntry(category: .layoutConstraints, message: "second"),
        ])
    }

    @Test func captureRestoresThePreviousSink() {
        var outer: [HeadlessLogEntry] = []
        let previous = HeadlessLog.handler
        HeadlessLog.handler = { outer.append($0) }
        defer { HeadlessLog.handler = previous }
        let inner = HeadlessLog.capture {
            HeadlessLog.write(HeadlessLogEntry(category: .layoutLoop, message: "inner"))
        }
        HeadlessLog.write(HeadlessLogEntry(category: .layoutLoop, message: "outer"))
        #expect(inner.map(\.message) == ["inner"])
        #expect(outer.map(\.message) == ["outer"])
    }

    @Test func descriptionNamesTheCategory() {
        #expect(HeadlessLogEntry(category: .layoutConstraints, message: "m").description == "[layoutConstraints] m")
    }
}
#endif
