import Testing
import VisualFormat

@Suite("What is left of a string when a view goes")
struct RemainderTests {
    private func remainder(_ format: String, removing name: String) throws -> [String] {
        guard case .layout(let layout) = try VisualFormatSyntax.parse(format) else { return [] }
        return layout.remainder(removing: name)
    }

    @Test func readmeExample() throws {
        #expect(try remainder("V:|-[v1]-[v2]-|", removing: "v2") == ["V:|-[v1]"])
        #expect(try remainder("H:|[v2]|", removing: "v2") == [])
    }

    @Test func middleViewSplitsTheString() throws {
        #expect(try remainder("H:|-[a]-10-[b]-(>=5)-[c]-|", removing: "b") == ["H:|-[a]", "H:[c]-|"])
    }

    @Test func firstView() throws {
        #expect(try remainder("V:[a]-[b]-[c]", removing: "a") == ["V:[b]-[c]"])
    }

    @Test func viewWithPredicatesStays() throws {
        #expect(try remainder("[a(50)]-[b]", removing: "b") == ["[a(50)]"])
        #expect(try remainder("[a]-[b]", removing: "b") == [])
    }

    @Test func predicatesOnTheRemovedViewAreDropped() throws {
        #expect(try remainder("|[a(>=10,==b@750)]|", removing: "b") == ["|[a(>=10)]|"])
    }

    @Test func unrelatedViewLeavesTheStringAsItIs() throws {
        #expect(try remainder("H: | [a] |", removing: "z") == ["H: | [a] |"])
    }

    @Test func remaindersParseAgain() throws {
        for text in try remainder("V:|-(>=8@750)-[a(h)]-gap-[b]-[c]|", removing: "b") {
            #expect(parseFailure(text) == nil)
        }
    }
}
