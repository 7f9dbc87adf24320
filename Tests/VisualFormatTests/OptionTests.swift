import Testing
import VisualFormat

/// UIKit's raw values of `NSLayoutConstraint.FormatOptions`, for the pure layer.
enum OptionBits {
    static let alignAllLeft: UInt = 1 << 1
    static let alignAllRight: UInt = 1 << 2
    static let alignAllTop: UInt = 1 << 3
    static let alignAllBottom: UInt = 1 << 4
    static let alignAllLeading: UInt = 1 << 5
    static let alignAllTrailing: UInt = 1 << 6
    static let alignAllCenterX: UInt = 1 << 9
    static let alignAllCenterY: UInt = 1 << 10
    static let alignAllLastBaseline: UInt = 1 << 11
    static let alignAllFirstBaseline: UInt = 1 << 12
    static let directionLeftToRight: UInt = 1 << 16
    static let directionRightToLeft: UInt = 2 << 16
    static let spacingBaselineToBaseline: UInt = 1 << 19
}

@Suite("VFL formatting options")
struct OptionTests {
    @Test(arguments: [
        (OptionBits.alignAllTop, LayoutAttributeName.top), (OptionBits.alignAllBottom, .bottom),
        (OptionBits.alignAllCenterY, .centerY), (OptionBits.alignAllLastBaseline, .lastBaseline),
        (OptionBits.alignAllFirstBaseline, .firstBaseline),
    ])
    func horizontalAlignments(_ bits: UInt, _ attribute: LayoutAttributeName) throws {
        #expect(try resolve("[a]-[b]-[c]", options: bits) == [
            expected(.view("b"), .leading, .view("a"), .trailing, constant: 8, column: 4),
            expected(.view("c"), .leading, .view("b"), .trailing, constant: 8, column: 8),
            expected(.view("a"), attribute, .view("b"), attribute, column: 5),
            expected(.view("b"), attribute, .view("c"), attribute, column: 9),
        ])
    }

    @Test(arguments: [
        (OptionBits.alignAllLeft, LayoutAttributeName.left), (OptionBits.alignAllRight, .right),
        (OptionBits.alignAllLeading, .leading), (OptionBits.alignAllTrailing, .trailing),
        (OptionBits.alignAllCenterX, .centerX),
    ])
    func verticalAlignments(_ bits: UInt, _ attribute: LayoutAttributeName) throws {
        #expect(try resolve("V:[a][b]", options: bits) == [
            expected(.view("b"), .top, .view("a"), .bottom, column: 6),
            expected(.view("a"), attribute, .view("b"), attribute, column: 6),
        ])
    }

    @Test func alignmentSkipsTheSuperview() throws {
        #expect(try resolve("V:|[a]|", options: OptionBits.alignAllCenterX).count == 2)
    }

    @Test func leftToRightUsesAbsoluteEdges() throws {
        #expect(try resolve("|-[a]-5-[b]-|", options: OptionBits.directionLeftToRight) == [
            expected(.view("a"), .left, .superview, .leftMargin, column: 2),
            expected(.view("b"), .left, .view("a"), .right, constant: 5, column: 7),
            expected(.superview, .rightMargin, .view("b"), .right, column: 12),
        ])
    }

    @Test func rightToLeftLaysOutFromTheRight() throws {
        #expect(try resolve("|-10-[a]-5-[b]-20-|", options: OptionBits.directionRightToLeft) == [
            expected(.superview, .right, .view("a"), .right, constant: 10, column: 3),
            expected(.view("a"), .left, .view("b"), .right, constant: 5, column: 10),
            expected(.view("b"), .left, .superview, .left, constant: 20, column: 16),
        ])
        #expect(try resolve("|-[a]-|", options: OptionBits.directionRightToLeft) == [
            expected(.superview, .rightMargin, .view("a"), .right, column: 2),
            expected(.view("a"), .left, .superview, .leftMargin, column: 6),
        ])
    }

    @Test func directionDoesNotAffectVerticalStrings() throws {
        #expect(try resolve("V:[a]-[b]", options: OptionBits.directionRightToLeft) == [
            expected(.view("b"), .top, .view("a"), .bottom, constant: 8, column: 6),
        ])
    }

    @Test func baselineToBaselineSpacing() throws {
        #expect(try resolve("V:|-[a]-[b]-|", options: OptionBits.spacingBaselineToBaseline) == [
            expected(.view("a"), .top, .superview, .topMargin, column: 4),
            expected(.view("b"), .firstBaseline, .view("a"), .lastBaseline, constant: 8, column: 8),
            expected(.superview, .bottomMargin, .view("b"), .bottom, column: 12),
        ])
    }

    @Test func combinedOptions() throws {
        let bits = OptionBits.alignAllCenterX | OptionBits.spacingBaselineToBaseline
        #expect(try resolve("V:[a]-20-[b]", options: bits) == [
            expected(.view("b"), .firstBaseline, .view("a"), .lastBaseline, constant: 20, column: 7),
            expected(.view("a"), .centerX, .view("b"), .centerX, column: 10),
        ])
    }

    @Test func optionsAreIgnoredByEquations() throws {
        #expect(try resolve("X:a.top == b.top", options: OptionBits.alignAllTop).count == 1)
    }

    @Test(arguments: [
        ErrorCase("[a][b]", .invalidOptions, column: 1, options: OptionBits.alignAllLeft),
        ErrorCase("[a][b]", .invalidOptions, column: 1, options: OptionBits.alignAllLeading),
        ErrorCase("[a][b]", .invalidOptions, column: 1, options: OptionBits.alignAllCenterX),
        ErrorCase("V:[a][b]", .invalidOptions, column: 1, options: OptionBits.alignAllTop),
        ErrorCase("V:[a][b]", .invalidOptions, column: 1, options: OptionBits.alignAllFirstBaseline),
        ErrorCase("[a][b]", .invalidOptions, column: 1, options: OptionBits.alignAllTop | OptionBits.alignAllBottom),
        ErrorCase("[a][b]", .invalidOptions, column: 1, options: OptionBits.directionLeftToRight | OptionBits.directionRightToLeft),
        ErrorCase("[a][b]", .invalidOptions, column: 1, options: OptionBits.spacingBaselineToBaseline),
        ErrorCase("[a][b]", .invalidOptions, column: 1, options: 1 << 7),
        ErrorCase("[a][b]", .invalidOptions, column: 1, options: 1),
        ErrorCase("[a][b]", .invalidOptions, column: 1, options: 1 << 20),
    ])
    func optionErrors(_ errorCase: ErrorCase) {
        errorCase.check()
    }
}
