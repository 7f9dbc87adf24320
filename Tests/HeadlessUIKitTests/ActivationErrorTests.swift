import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct ActivationErrorTests {
    @Test func noCommonAncestorIsRejected() {
        let a = rootView(100, 100), b = rootView(100, 100)
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let log = HeadlessLog.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(a.constraints.isEmpty && b.constraints.isEmpty)
        #expect(log.count == 1)
        #expect(log.first?.message.contains("NSGenericException") == true)
        #expect(log.first?.message.contains("because they have no common ancestor") == true)
    }

    @Test func guideWithoutOwnerIsRejected() {
        let view = rootView(100, 100)
        let guide = UILayoutGuide()
        let log = HeadlessLog.capture { view.topAnchor.constraint(equalTo: guide.topAnchor).isActive = true }
        #expect(log.count == 1)
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view)
        let constraint = view.topAnchor.constraint(equalTo: guide.topAnchor)
        constraint.isActive = true
        #expect(constraint.isActive)
    }

    @Test func installingOnANonAncestorIsRejected() {
        let root = rootView(100, 100)
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let log = HeadlessLog.capture { a.addConstraint(constraint) }
        #expect(!constraint.isActive)
        #expect(log.first?.message.contains("Unable to install constraint on view") == true)
        root.addConstraint(constraint)
        #expect(constraint.isActive)
        #expect(root.constraints.contains { $0 === constraint })
        root.removeConstraint(constraint)
        #expect(!constraint.isActive)
    }

    @Test func invalidCombinationsNeverActivate() {
        let root = rootView(100, 100)
        let view = constrainedSubview(of: root)
        var location: NSLayoutConstraint?
        let log = HeadlessLog.capture {
            location = NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 10)
            location?.isActive = true
            _ = NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: root,
                                   attribute: .left, multiplier: 1, constant: 0)
        }
        #expect(location?.isActive == false)
        #expect(log.filter { $0.message.contains("NSInvalidArgumentException") }.count == 3)
    }
}
