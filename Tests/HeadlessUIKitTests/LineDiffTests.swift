#if !canImport(UIKit)
import LayoutRendering
import Testing

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoChanges() {
        let diff = LineDiff(reference: "a\nb\n", actual: "a\nb\n")
        #expect(diff.isEmpty)
        #expect(diff.formatted() == "")
        #expect(diff.lines == [.same(1, "a"), .same(2, "b")])
    }

    @Test func changedLineShowsAsRemovedThenAdded() {
        let diff = LineDiff(reference: "a\nb\nc\n", actual: "a\nB\nc\n")
        #expect(diff.lines == [.same(1, "a"), .removed(2, "b"), .added(2, "B"), .same(3, "c")])
        #expect(diff.formatted() == "@@ line 1\n  a\n- b\n+ B\n  c")
    }

    @Test func insertedLineDoesNotCascade() {
        let diff = LineDiff(reference: "1\n2\n3\n4\n5\n6\n7", actual: "1\n2\n3\nnew\n4\n5\n6\n7")
        #expect(diff.formatted(context: 1) == "@@ line 3\n  3\n+ new\n  4")
    }

    @Test func separateChangesGetSeparateHunks() {
        let reference = (1...10).map(String.init).joined(separator: "\n")
        let actual = reference.replacingOccurrences(of: "2", with: "two").replacingOccurrences(of: "9", with: "nine")
        #expect(LineDiff(reference: reference, actual: actual).formatted(context: 1)
            == "@@ line 1\n  1\n- 2\n+ two\n  3\n@@ line 8\n  8\n- 9\n+ nine\n  10")
    }
}
#endif
