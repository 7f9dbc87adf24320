import Foundation
import HeadlessUIKit
import Testing

/// When broken constraints are tried again: after a change to themselves or to a member of the
/// conflicting set they were broken with, silently, and never with a second log.
@Suite @MainActor struct ConflictRecoveryTests {
    /// A 300-pt root with a child whose width is at least 100, preferably 500 (at 500), and at
    /// most `cap`.
    private func cappedChild(cap: CGFloat) -> (UIView, UIView, floor: NSLayoutConstraint, cap: NSLayoutConstraint) {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        let floor = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        let capConstraint = child.widthAnchor.constraint(lessThanOrEqualToConstant: cap)
        let preferred = child.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([floor, capConstraint, preferred, child.heightAnchor.constraint(equalToConstant: 10)])
        return (root, child, floor, capConstraint)
    }

    @Test func aBrokenConstraintFitsAgainWhenItsOwnConstantChanges() {
        let (root, child, _, cap) = cappedChild(cap: 150)
        root.layoutIfNeeded()
        #expect(child.frame.width == 150)
        let breaking = HeadlessLog.capture {
            cap.constant = 50
            root.layoutIfNeeded()
        }
        #expect(breaking.count == 1)
        #expect(child.frame.width == 500)
        let recovering = HeadlessLog.capture {
            cap.constant = 120
            root.layoutIfNeeded()
        }
        #expect(recovering.isEmpty)
        #expect(child.frame.width == 120)
    }

    @Test func aBrokenConstraintFitsAgainWhenAMemberOfItsConflictChanges() {
        let (root, child, floor, cap) = cappedChild(cap: 150)
        _ = HeadlessLog.capture {
            cap.constant = 50
            root.layoutIfNeeded()
        }
        #expect(child.frame.width == 500)
        let recovering = HeadlessLog.capture {
            floor.constant = 40
            root.layoutIfNeeded()
        }
        #expect(recovering.isEmpty)
        #expect(child.frame.width == 50)
    }

    @Test func unrelatedChangesNeitherLogAgainNorFreeTheConstraint() {
        let (root, child, _, cap) = cappedChild(cap: 150)
        let other = constrainedSubview(of: root)
        let otherWidth = other.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([otherWidth, other.heightAnchor.constraint(equalToConstant: 10)])
        _ = HeadlessLog.capture {
            cap.constant = 50
            root.layoutIfNeeded()
        }
        let log = HeadlessLog.capture {
            for width in stride(from: CGFloat(11), through: 30, by: 1) {
                otherWidth.constant = width
                root.layoutIfNeeded()
            }
        }
        #expect(log.isEmpty)
        #expect(child.frame.width == 500)
        #expect(other.frame.width == 30)
    }

    @Test func eachConflictOfAChainLogsOnceAndTheChainHolds() {
        // View 0 is 100 wide and each later view one point wider than the one before; each later
        // view is also required to be 50 wide, which conflicts with the whole chain before it.
        let root = rootView(400, 400)
        var views: [UIView] = []
        let log = HeadlessLog.capture {
            for index in 0..<20 {
                let view = constrainedSubview(of: root)
                view.heightAnchor.constraint(equalToConstant: 1).isActive = true
                if let previous = views.last {
                    view.widthAnchor.constraint(equalTo: previous.widthAnchor, constant: 1).isActive = true
                    view.widthAnchor.constraint(equalToConstant: 50).isActive = true
                } else {
                    view.widthAnchor.constraint(equalToConstant: 100).isActive = true
                }
                views.append(view)
                _ = index
            }
            root.layoutIfNeeded()
        }
        #expect(log.count == 19)
        #expect(views.map(\.frame.width) == (0..<20).map { CGFloat(100 + $0) })
        // The last conflict names the whole chain: 100-pt view 0, the 19 links and the 50-pt width.
        let last = log.last?.message ?? ""
        #expect(last.components(separatedBy: "\n    \"").count - 1 == 21)
        let again = HeadlessLog.capture {
            views[0].setNeedsLayout()
            root.layoutIfNeeded()
        }
        #expect(again.isEmpty)
    }
}
