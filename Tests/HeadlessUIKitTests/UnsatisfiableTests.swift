import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct UnsatisfiableTests {
    @Test func theConstraintThatCausedTheConflictIsBrokenAndLogged() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first"
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "second"
        let log = HeadlessLog.capture {
            NSLayoutConstraint.activate([first, second])
            root.layoutIfNeeded()
        }
        #expect(child.frame.width == 100)
        #expect(second.isActive)
        #expect(log.count == 1)
        let message = log.first?.message ?? ""
        #expect(log.first?.category == .layoutConstraints)
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("(\n    \"\(first.description)\",\n    \"\(second.description)\"\n)"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(second.description)"))
        #expect(message.contains("'first'") && message.contains("'second'"))
        #expect(message.contains("UIViewAlertForUnsatisfiableConstraints"))
    }

    @Test func aBrokenConstraintRecoversWhenItsConflictGoes() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        _ = HeadlessLog.capture {
            NSLayoutConstraint.activate([first, second])
            root.layoutIfNeeded()
        }
        let log = HeadlessLog.capture {
            first.isActive = false
            root.layoutIfNeeded()
        }
        #expect(log.isEmpty)
        #expect(child.frame.width == 200)
    }

    @Test func theRestOfABatchStillApplies() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let log = HeadlessLog.capture {
            NSLayoutConstraint.activate([
                child.widthAnchor.constraint(equalToConstant: 100),
                child.widthAnchor.constraint(equalToConstant: 120),
                child.heightAnchor.constraint(equalToConstant: 30),
            ])
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        #expect(child.frame.size == CGSize(width: 100, height: 30))
    }

    @Test func aConstantChangeThatConflictsBreaksTheChangedConstraint() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let fixed = child.widthAnchor.constraint(equalToConstant: 100)
        let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        NSLayoutConstraint.activate([fixed, cap])
        root.layoutIfNeeded()
        let log = HeadlessLog.capture {
            cap.constant = 50
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        #expect(log.first?.message.hasSuffix("") == true)
        #expect(log.first?.message.contains("breaking constraint \n\(cap.description)") == true)
        #expect(child.frame.width == 100)
        cap.constant = 120
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func anInternalCauseBreaksTheLatestAppConstraintInstead() {
        let window = UIWindow(headlessDevice: .iPhoneSE)
        let child = constrainedSubview(of: window)
        let width = child.widthAnchor.constraint(equalTo: window.widthAnchor)
        let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 400)
        NSLayoutConstraint.activate([width, cap])
        window.layoutIfNeeded()
        #expect(child.frame.width == 375)
        let log = HeadlessLog.capture {
            window.headlessOrientation = .landscape
            window.layoutIfNeeded()
        }
        // The window's width (667) is internal; of the app constraints in the conflict the cap is the latest.
        #expect(log.first?.message.contains("breaking constraint \n\(cap.description)") == true)
        #expect(child.frame.width == 667)
    }
}
