import Testing
import VisualFormat

@Suite("VFL view predicates")
struct ViewPredicateTests {
    @Test func constantSize() throws {
        #expect(try resolve("[a(50)]") == [expectedSize("a", .width, 50, column: 4)])
    }

    @Test func metricSize() throws {
        #expect(try resolve("V:[a(h)]", metrics: ["h": 50]) == [expectedSize("a", .height, 50, column: 6)])
    }

    @Test func sizeRelatedToAnotherView() throws {
        #expect(try resolve("[a][b(==a)]") == [
            expected(.view("b"), .leading, .view("a"), .trailing, column: 4),
            expected(.view("b"), .width, .view("a"), .width, column: 7),
        ])
        #expect(try resolve("V:[a(>=c@250)]") == [
            expected(.view("a"), .height, .greaterThanOrEqual, .view("c"), .height, priority: 250, column: 6),
        ])
    }

    @Test func metricsWinOverViewNames() throws {
        #expect(try resolve("[a(b)]", metrics: ["b": 7]) == [expectedSize("a", .width, 7, column: 4)])
    }

    @Test func multiplePredicates() throws {
        #expect(try resolve("[a(>=50,<=100@750)]") == [
            expectedSize("a", .width, .greaterThanOrEqual, 50, column: 4),
            expectedSize("a", .width, .lessThanOrEqual, 100, priority: 750, column: 9),
        ])
    }

    @Test func spacesInsideTheView() throws {
        #expect(try resolve("[ a ( >= 50 , <= 100 @ 750 ) ]") == [
            expectedSize("a", .width, .greaterThanOrEqual, 50, column: 7),
            expectedSize("a", .width, .lessThanOrEqual, 100, priority: 750, column: 15),
        ])
    }

    @Test func viewPredicatesFollowTheConnections() throws {
        #expect(try resolve("|[a(10)][b(20)]|") == [
            expected(.view("a"), .leading, .superview, .leading, column: 2),
            expected(.view("b"), .leading, .view("a"), .trailing, column: 9),
            expected(.superview, .trailing, .view("b"), .trailing, column: 16),
            expectedSize("a", .width, 10, column: 5),
            expectedSize("b", .width, 20, column: 12),
        ])
    }

    @Test func predicateTextIsKept() throws {
        guard case .layout(let layout) = try VisualFormatSyntax.parse("[a(>=50, <=b@750)]") else { Issue.record("not a layout"); return }
        #expect(layout.views[0].predicates.map(\.text) == [">=50", "<=b@750"])
        #expect(layout.views[0].name == "a")
        #expect(layout.views[0].column == 1)
        #expect(layout.views[0].nameColumn == 2)
    }

    @Test(arguments: [
        ErrorCase("[a(50)", .unterminatedView, column: 1),
        ErrorCase("[a(50", .unterminatedPredicate, column: 3),
        ErrorCase("[a(50,", .unterminatedPredicate, column: 3),
        ErrorCase("[a(>=", .unterminatedPredicate, column: 3),
        ErrorCase("[a(50 60)]", .unexpectedCharacter("6"), column: 7),
        ErrorCase("[a(50;60)]", .unexpectedCharacter(";"), column: 6),
        ErrorCase("[a()]", .unexpectedCharacter(")"), column: 4),
        ErrorCase("[a(,5)]", .unexpectedCharacter(","), column: 4),
        ErrorCase("[a(h)]", .unknownMetric("h"), column: 4),
        ErrorCase("[a(==zz)]", .unknownMetric("zz"), column: 6),
        ErrorCase("[a b]", .unexpectedCharacter("b"), column: 4),
        ErrorCase("[]", .unexpectedCharacter("]"), column: 2),
        ErrorCase("[1a]", .unexpectedCharacter("1"), column: 2),
        ErrorCase("[", .unterminatedView, column: 1),
    ])
    func viewErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}
