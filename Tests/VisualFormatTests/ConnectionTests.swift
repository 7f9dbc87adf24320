import Testing
import VisualFormat

@Suite("VFL connections")
struct ConnectionTests {
    @Test func flushConnection() throws {
        #expect(try resolve("[a][b]") == [expected(.view("b"), .leading, .view("a"), .trailing, column: 4)])
        #expect(try resolve("[a] [b]") == [expected(.view("b"), .leading, .view("a"), .trailing, column: 5)])
    }

    @Test func standardSpacingBetweenSiblingsIsEight() throws {
        #expect(LayoutSyntax.standardSpacing == 8)
        #expect(try resolve("[a]-[b]") == [expected(.view("b"), .leading, .view("a"), .trailing, constant: 8, column: 4)])
    }

    @Test func numberConnection() throws {
        #expect(try resolve("[a]-12.5-[b]") == [expected(.view("b"), .leading, .view("a"), .trailing, constant: 12.5, column: 5)])
    }

    @Test func metricConnection() throws {
        #expect(try resolve("[a]-gap-[b]", metrics: ["gap": 30]) == [expected(.view("b"), .leading, .view("a"), .trailing, constant: 30, column: 5)])
    }

    @Test func predicateListConnection() throws {
        #expect(try resolve("[a]-(>=10,<=gap@500)-[b]", metrics: ["gap": 40]) == [
            expected(.view("b"), .leading, .greaterThanOrEqual, .view("a"), .trailing, constant: 10, column: 6),
            expected(.view("b"), .leading, .lessThanOrEqual, .view("a"), .trailing, constant: 40, priority: 500, column: 11),
        ])
    }

    @Test func negativeSpacingInParentheses() throws {
        #expect(try resolve("[a]-(-5)-[b]") == [expected(.view("b"), .leading, .view("a"), .trailing, constant: -5, column: 6)])
    }

    @Test func severalViewsInOrder() throws {
        #expect(try resolve("V:|[a]-[b]-5-[c]|") == [
            expected(.view("a"), .top, .superview, .top, column: 4),
            expected(.view("b"), .top, .view("a"), .bottom, constant: 8, column: 7),
            expected(.view("c"), .top, .view("b"), .bottom, constant: 5, column: 12),
            expected(.superview, .bottom, .view("c"), .bottom, column: 17),
        ])
    }

    @Test(arguments: [
        ErrorCase("[a]-[b", .unterminatedView, column: 5),
        ErrorCase("[a]-5", .unexpectedEnd, column: 6),
        ErrorCase("[a]-5[b]", .unexpectedCharacter("["), column: 6),
        ErrorCase("[a]-5@750-[b]", .unexpectedCharacter("@"), column: 6),
        ErrorCase("[a]-(5", .unterminatedPredicate, column: 5),
        ErrorCase("[a]-(5)", .unexpectedEnd, column: 8),
        ErrorCase("[a]-(5)[b]", .unexpectedCharacter("["), column: 8),
        ErrorCase("[a]--[b]", .expectedView, column: 5),
        ErrorCase("[a]-x", .unexpectedEnd, column: 6, metrics: ["x": 1]),
        ErrorCase("[a]-", .unexpectedEnd, column: 5),
        ErrorCase("[a]x", .unexpectedCharacter("x"), column: 4),
        ErrorCase("[a]-gap-[b]", .unknownMetric("gap"), column: 5),
        ErrorCase("[a]-b-[c]", .viewNameNotAllowed("b"), column: 5),
        ErrorCase("[a]-(==c)-[b]", .viewNameNotAllowed("c"), column: 8),
    ])
    func connectionErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}
