import Testing
import VisualFormat

@Suite("VFL predicates: relations and priorities")
struct PredicateTests {
    @Test(arguments: [("==", LayoutRelation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)])
    func relations(_ spelling: String, _ relation: LayoutRelation) throws {
        #expect(try resolve("[a(\(spelling)5)]") == [expectedSize("a", .width, relation, 5, column: 4)])
        #expect(relation.symbol == spelling)
    }

    @Test func relationDefaultsToEqual() throws {
        #expect(try resolve("[a(5)]")[0].relation == .equal)
    }

    @Test func numericPriority() throws {
        #expect(try resolve("[a(5@1)]")[0].priority == 1)
        #expect(try resolve("[a(5@1000)]")[0].priority == 1000)
        #expect(try resolve("[a(5@999.5)]")[0].priority == 999.5)
    }

    @Test func metricPriority() throws {
        #expect(try resolve("[a(5@low)]", metrics: ["low": 250])[0].priority == 250)
    }

    @Test func noPriorityIsNil() throws {
        #expect(try resolve("[a(5)]")[0].priority == nil)
    }

    @Test(arguments: [
        ErrorCase("[a(=5)]", .invalidRelation("="), column: 4),
        ErrorCase("[a(=<5)]", .invalidRelation("=<"), column: 4),
        ErrorCase("[a(=>5)]", .invalidRelation("=>"), column: 4),
        ErrorCase("[a(<5)]", .invalidRelation("<"), column: 4),
        ErrorCase("[a(>5)]", .invalidRelation(">"), column: 4),
        ErrorCase("[a(!=5)]", .invalidRelation("!="), column: 4),
        ErrorCase("[a(===5)]", .invalidRelation("==="), column: 4),
        ErrorCase("[a]-(<>5)-[b]", .invalidRelation("<>"), column: 6),
        ErrorCase("[a(5@0)]", .invalidPriority(0), column: 6),
        ErrorCase("[a(5@1001)]", .invalidPriority(1001), column: 6),
        ErrorCase("[a(5@-1)]", .invalidPriority(-1), column: 6),
        ErrorCase("[a(5@0.5)]", .invalidPriority(0.5), column: 6),
        ErrorCase("[a(5@p)]", .invalidPriority(2000), column: 6, metrics: ["p": 2000]),
        ErrorCase("[a(5@p)]", .unknownMetric("p"), column: 6),
        ErrorCase("[a(5@)]", .unexpectedCharacter(")"), column: 6),
        ErrorCase("[a(5@@1)]", .unexpectedCharacter("@"), column: 6),
        ErrorCase("[a]-(5@2000)-[b]", .invalidPriority(2000), column: 8),
    ])
    func predicateErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}
