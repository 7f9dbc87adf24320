import Testing
import VisualFormat

@Suite("VFL orientation")
struct OrientationTests {
    @Test func horizontalUsesLeadingAndTrailing() throws {
        #expect(try resolve("H:[a]-[b]") == [expected(.view("b"), .leading, .view("a"), .trailing, constant: 8, column: 6)])
    }

    @Test func verticalUsesTopAndBottom() throws {
        #expect(try resolve("V:[a]-[b]") == [expected(.view("b"), .top, .view("a"), .bottom, constant: 8, column: 6)])
    }

    @Test func orientationDefaultsToHorizontal() throws {
        #expect(try resolve("[a]-[b]") == [expected(.view("b"), .leading, .view("a"), .trailing, constant: 8, column: 4)])
        guard case .layout(let layout) = try VisualFormatSyntax.parse("[a]") else { Issue.record("not a layout"); return }
        #expect(layout.orientation == .horizontal)
        #expect(!layout.hasExplicitOrientation)
    }

    @Test func spacesAroundTheOrientationAreIgnored() throws {
        #expect(try resolve("  V : [a]-[b]") == [expected(.view("b"), .top, .view("a"), .bottom, constant: 8, column: 10)])
        #expect(try resolve("\tH:\t[a]") == [])
    }

    @Test func verticalSizesAreHeights() throws {
        #expect(try resolve("V:[a(20)]") == [expectedSize("a", .height, 20, column: 6)])
        #expect(try resolve("H:[a(20)]") == [expectedSize("a", .width, 20, column: 6)])
    }

    @Test(arguments: [
        ErrorCase("H[a]", .missingOrientationSeparator, column: 2),
        ErrorCase("V |[a]", .missingOrientationSeparator, column: 3),
        ErrorCase("H", .missingOrientationSeparator, column: 2),
        ErrorCase("Q:[a]", .invalidOrientation, column: 1),
        ErrorCase("h:[a]", .invalidOrientation, column: 1),
        ErrorCase(" W :[a]", .invalidOrientation, column: 2),
        ErrorCase("a]", .expectedView, column: 1),
    ])
    func orientationErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}
