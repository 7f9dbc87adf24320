import Testing
import VisualFormat

@Suite("VFL superview")
struct SuperviewTests {
    @Test func explicitSpacingToTheSuperview() throws {
        #expect(try resolve("H:|-10-[a]-20-|") == [
            expected(.view("a"), .leading, .superview, .leading, constant: 10, column: 5),
            expected(.superview, .trailing, .view("a"), .trailing, constant: 20, column: 12),
        ])
    }

    @Test func standardSpacingUsesTheLayoutMargins() throws {
        #expect(try resolve("H:|-[a]-|") == [
            expected(.view("a"), .leading, .superview, .leadingMargin, column: 4),
            expected(.superview, .trailingMargin, .view("a"), .trailing, column: 8),
        ])
        #expect(try resolve("V:|-[a]-|") == [
            expected(.view("a"), .top, .superview, .topMargin, column: 4),
            expected(.superview, .bottomMargin, .view("a"), .bottom, column: 8),
        ])
    }

    @Test func flushToTheSuperview() throws {
        #expect(try resolve("V:|[a]|") == [
            expected(.view("a"), .top, .superview, .top, column: 4),
            expected(.superview, .bottom, .view("a"), .bottom, column: 7),
        ])
    }

    @Test func superviewOnOneSideOnly() throws {
        #expect(try resolve("H:|-(>=5)-[a]") == [expected(.view("a"), .leading, .greaterThanOrEqual, .superview, .leading, constant: 5, column: 6)])
        #expect(try resolve("H:[a]-(<=5)-|") == [expected(.superview, .trailing, .lessThanOrEqual, .view("a"), .trailing, constant: 5, column: 8)])
    }

    @Test func spacesAroundTheBars() throws {
        #expect(try resolve("H: | - [a] - | ") == [
            expected(.view("a"), .leading, .superview, .leadingMargin, column: 6),
            expected(.superview, .trailingMargin, .view("a"), .trailing, column: 12),
        ])
    }

    @Test(arguments: [
        ErrorCase("H:[a]|[b]", .misplacedSuperview, column: 6),
        ErrorCase("H:[a]-|-[b]", .misplacedSuperview, column: 7),
        ErrorCase("H:|[a]||", .misplacedSuperview, column: 7),
        ErrorCase("H:||", .expectedView, column: 4),
        ErrorCase("H:|-|", .expectedView, column: 5),
        ErrorCase("|", .unexpectedEnd, column: 2),
        ErrorCase("H:[superview]", .viewNameNotAllowed("superview"), column: 4),
        ErrorCase("H:[parent]", .viewNameNotAllowed("parent"), column: 4),
        ErrorCase("H:[a(==superview)]", .viewNameNotAllowed("superview"), column: 8),
    ])
    func superviewErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}
