#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import AutoLayoutConvenience
import Testing
import VisualFormat

@Suite("Translation to NSLayoutConstraint") @MainActor
struct TranslationTests {
    @Test func vflConstraintsCarryEveryField() throws {
        let root = container()
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let format = "H:|-[a]-(>=10@750)-[b(==a)]|"
        let constraints = try VisualFormatLanguage.constraints(format, views: ["a": a, "b": b], file: "Demo/Screen.swift", line: 7)
        #expect(constraints.map(ConstraintFields.init) == [
            ConstraintFields(a, .leading, root, .leadingMargin, identifier: "Demo/Screen.swift:7 vfl:\(format)@4"),
            ConstraintFields(b, .leading, .greaterThanOrEqual, a, .trailing, constant: 10, priority: 750, identifier: "Demo/Screen.swift:7 vfl:\(format)@10"),
            ConstraintFields(root, .trailing, b, .trailing, identifier: "Demo/Screen.swift:7 vfl:\(format)@28"),
            ConstraintFields(b, .width, a, .width, identifier: "Demo/Screen.swift:7 vfl:\(format)@23"),
        ])
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test func constantSizesHaveNoSecondItem() throws {
        let root = container()
        let a = UIView()
        root.addSubview(a)
        let constraints = try VisualFormatLanguage.constraints("V:[a(<=h)]", metrics: ["h": 44], views: ["a": a], file: "F.swift", line: 1)
        #expect(constraints.map(ConstraintFields.init) == [
            ConstraintFields(a, .height, .lessThanOrEqual, nil, .notAnAttribute, constant: 44, identifier: "F.swift:1 vfl:V:[a(<=h)]@6"),
        ])
    }

    @Test func equationsCarryMultiplierConstantAndPriority() throws {
        let root = container()
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let format = "X:a.top == b.centerY * 0.5 - 10 @ 250"
        let constraints = try VisualFormatLanguage.constraints(format, views: ["a": a, "b": b], file: "F.swift", line: 2)
        #expect(constraints.map(ConstraintFields.init) == [
            ConstraintFields(a, .top, b, .centerY, multiplier: 0.5, constant: -10, priority: 250, identifier: "F.swift:2 vfl.x:\(format)"),
        ])
    }

    @Test func equationsReachTheSuperview() throws {
        let root = container()
        let a = UIView()
        root.addSubview(a)
        let constraints = try VisualFormatLanguage.constraints("X:a.firstBaseline == superview.topMargin + 20", views: ["a": a], file: "F.swift", line: 3)
        #expect(constraints.map(ConstraintFields.init) == [
            ConstraintFields(a, .firstBaseline, root, .topMargin, constant: 20, identifier: "F.swift:3 vfl.x:X:a.firstBaseline == superview.topMargin + 20"),
        ])
    }

    @Test func optionsBecomeAlignmentConstraints() throws {
        let root = container()
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let constraints = try VisualFormatLanguage.constraints("[a][b]", options: [.alignAllCenterY, .directionLeftToRight], views: ["a": a, "b": b], file: "F.swift", line: 4)
        #expect(constraints.map(ConstraintFields.init) == [
            ConstraintFields(b, .left, a, .right, identifier: "F.swift:4 vfl:[a][b]@4"),
            ConstraintFields(a, .centerY, b, .centerY, identifier: "F.swift:4 vfl:[a][b]@4"),
        ])
    }

    @Test func missingSuperviewThrows() {
        let a = UIView()
        #expect(throws: VisualFormatError(kind: .unknownView("superview"), format: "H:|[a]", column: 4)) {
            try VisualFormatLanguage.constraints("H:|[a]", views: ["a": a])
        }
    }

    @Test func parseErrorsAreTyped() {
        #expect(throws: VisualFormatError(kind: .unknownView("v9"), format: "H:|-[v1]-[v9]-|", column: 11)) {
            try VisualFormatLanguage.constraints("H:|-[v1]-[v9]-|", views: ["v1": UIView()])
        }
        #expect(throws: VisualFormatError(kind: .invalidOptions, format: "[a][b]", column: 1)) {
            try VisualFormatLanguage.constraints("[a][b]", options: .alignAllLeading, views: ["a": UIView(), "b": UIView()])
        }
    }
}
