import Testing
import VisualFormat

@Suite("VFL structure errors")
struct StructureErrorTests {
    @Test(arguments: [
        ErrorCase("", .unexpectedEnd, column: 1),
        ErrorCase("   ", .unexpectedEnd, column: 4),
        ErrorCase("H:", .unexpectedEnd, column: 3),
        ErrorCase("V:|", .unexpectedEnd, column: 4),
        ErrorCase("H:|-", .unexpectedEnd, column: 5),
        ErrorCase("H:|-10-", .unexpectedEnd, column: 8),
    ])
    func unexpectedEnd(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    @Test(arguments: [
        ErrorCase("H:-[a]", .expectedView, column: 3),
        ErrorCase("H:5", .expectedView, column: 3),
        ErrorCase("H:(a)", .expectedView, column: 3),
        ErrorCase("H:|-)", .expectedView, column: 5),
        ErrorCase("H:[a]-10-(b)", .expectedView, column: 10),
    ])
    func expectedView(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    @Test(arguments: [
        ErrorCase("H:[a", .unterminatedView, column: 3),
        ErrorCase("H:[a(5)", .unterminatedView, column: 3),
        ErrorCase("H:[a  ", .unterminatedView, column: 3),
        ErrorCase("H:[a)", .unexpectedCharacter(")"), column: 5),
    ])
    func unterminatedView(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    @Test(arguments: [
        ErrorCase("H:[a(5", .unterminatedPredicate, column: 5),
        ErrorCase("H:[a(5,<=", .unterminatedPredicate, column: 5),
        ErrorCase("H:[a(5@", .unterminatedPredicate, column: 5),
        ErrorCase("H:[a]-(5,", .unterminatedPredicate, column: 7),
    ])
    func unterminatedPredicate(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    @Test(arguments: [
        ErrorCase("H:[a]]", .unexpectedCharacter("]"), column: 6),
        ErrorCase("H:[a]-[b]x", .unexpectedCharacter("x"), column: 10),
        ErrorCase("H:[a]\n", .unexpectedCharacter("\n"), column: 6),
        ErrorCase("H:[a]👍", .unexpectedCharacter("👍"), column: 6),
        ErrorCase("H:[a]=", .unexpectedCharacter("="), column: 6),
        ErrorCase("H:[a]@", .unexpectedCharacter("@"), column: 6),
        ErrorCase("H:[a]-(5)x", .unexpectedCharacter("x"), column: 10),
    ])
    func unexpectedCharacter(_ errorCase: ErrorCase) {
        errorCase.check()
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(failure("H:[a]-[b]-👍")?.column == 11)
        #expect(failure("H:[a]-[b]-👍")?.kind == .expectedView)
    }
}
