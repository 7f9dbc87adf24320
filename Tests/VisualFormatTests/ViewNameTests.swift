import Testing
import VisualFormat

@Suite("VFL view names")
struct ViewNameTests {
    @Test func namesMayContainDigitsAndUnderscores() throws {
        let views: Set<String> = ["_view1", "v_2"]
        #expect(try resolve("[_view1][v_2]", views: views) == [expected(.view("v_2"), .leading, .view("_view1"), .trailing, column: 9)])
    }

    @Test func theSameViewMayAppearInSeveralStrings() throws {
        #expect(failure("H:|[a]|") == nil)
        #expect(failure("V:|[a]|") == nil)
    }

    @Test func viewsNamedByTheStringAreListed() throws {
        guard case .layout(let layout) = try VisualFormatSyntax.parse("|-[a]-[b]-|") else { Issue.record("not a layout"); return }
        #expect(layout.views.map(\.name) == ["a", "b"])
        #expect(layout.connections.map(\.kind) == [.standard])
        #expect(layout.leadingConnection?.kind == .standard)
        #expect(layout.trailingConnection?.kind == .standard)
    }

    @Test(arguments: [
        ErrorCase("H:|-[v1]-[v9]-|", .unknownView("v9"), column: 11),
        ErrorCase("[zz]", .unknownView("zz"), column: 2),
        ErrorCase("[a]-[b]-[a]", .duplicateView("a"), column: 10),
        ErrorCase("[a][a]", .duplicateView("a"), column: 5),
        ErrorCase("[é]", .unexpectedCharacter("é"), column: 2),
        ErrorCase("[A]", .unknownView("A"), column: 2),
    ])
    func nameErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}
