import Foundation
import HeadlessUIKit
import Testing

/// UIKit's own `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, with no
/// idiom module imported.
@Suite @MainActor struct UIKitVisualFormatTests {
    @Test func aFormLaysOutFromItsFormatStrings() {
        let form = CorpusVisualFormatForm(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        form.layoutIfNeeded()
        // Margins 8; `-` between siblings is 8: the two buttons share 320 − 8 − 8 − 8 = 296.
        #expect(form.titleLabel.frame == CGRect(x: 8, y: 40, width: 304, height: 30))
        #expect(form.emailField.frame == CGRect(x: 8, y: 78, width: 304, height: 44))
        #expect(form.passwordField.frame == CGRect(x: 8, y: 134, width: 304, height: 44))
        #expect(form.signInButton.frame == CGRect(x: 8, y: 198, width: 148, height: 44))
        #expect(form.helpButton.frame == CGRect(x: 164, y: 198, width: 148, height: 44))
    }

    @Test func constraintsComeBackInactiveWithUIKitsFields() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-10-[a(>=20@750)][b]|", metrics: nil, views: ["a": a, "b": b])
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { !$0.isActive && $0.identifier == nil })
        let leading = constraints[0]
        #expect(leading.firstItem === a && leading.firstAttribute == .leading)
        #expect(leading.secondItem === root && leading.secondAttribute == .leading && leading.constant == 10)
        let width = constraints.first { $0.firstAttribute == .width }
        #expect(width?.relation == .greaterThanOrEqual && width?.constant == 20 && width?.priority.rawValue == 750)
    }

    @Test func aMalformedStringLogsUIKitsExceptionAndReturnsNothing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = constrainedSubview(of: root)
        var constraints: [NSLayoutConstraint]?
        let log = HeadlessLog.capture {
            constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: ["a": a])
        }
        #expect(constraints?.isEmpty == true)
        #expect(log.count == 1)
        #expect(log.first?.category == .exception)
        #expect(log.first?.message.contains("'NSInvalidArgumentException', reason: 'Unable to parse constraint format: \n") == true)
        #expect(log.first?.message.hasSuffix("unterminated view; expected ']' \nH:|-[a \n    ^' (HeadlessUIKit: logged, state unchanged)") == true)
    }

    @Test func aBarWithoutASuperviewLogsUIKitsReason() {
        let lonely = UIView()
        let log = HeadlessLog.capture {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[v]|", metrics: nil, views: ["v": lonely]).isEmpty)
        }
        #expect(log.first?.message.contains("Unable to interpret '|' character, because the related view doesn't have a superview") == true)
    }

    @Test func unknownNamesAndWrongValuesAreLogged() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = constrainedSubview(of: root)
        let log = HeadlessLog.capture {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", metrics: nil, views: ["a": a]).isEmpty)
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a(w)]", metrics: ["w": "wide"], views: ["a": a]).isEmpty)
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "X:a.width == a.height", metrics: nil, views: ["a": a]).isEmpty)
        }
        #expect(log.count == 3)
        #expect(log[0].message.contains("'b'"))
        #expect(log[1].message.contains("w is not a number in the metrics dictionary."))
    }
}
