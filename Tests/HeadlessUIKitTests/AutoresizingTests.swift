import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct AutoresizingTests {
    @Test func defaultIsTrueAndTheFrameIsKept() {
        let root = rootView(200, 200)
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(child.translatesAutoresizingMaskIntoConstraints)
        root.addSubview(child)
        // Position and size per axis, listed on the superview.
        #expect(root.constraints.count == 4)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.layoutIfNeeded()
        // Empty mask: the frame stays exactly.
        #expect(child.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    /// A scrolled view's subviews keep their frames: the offset is the bounds origin, which
    /// moves what is shown, not the subviews (Apple's `UIScrollView` documentation: the content
    /// offset is the point of the content at the bounds origin; DonMag's answer to Stack Overflow
    /// question 75955365 shows a subview pinned to a container's top and leading keeping frame
    /// origin 0 after the container's bounds origin moves to x 50). The autoresizing constraints
    /// measure the frame from the superview's origin, as layout does.
    @Test func aScrolledSuperviewKeepsTheFrameOfANewSubview() {
        let root = rootView(300, 300)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: -24)
        let child = UIView(frame: CGRect(x: 120, y: 125, width: 195, height: 57))
        scroll.addSubview(child)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 120, y: 125, width: 195, height: 57))
        let position = scroll.constraints.first { $0.description.contains("minY") }
        #expect(position?.constant == 125, "\(scroll.constraints)")
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 120, y: 125, width: 195, height: 57))
    }

    @Test func flexibleWidthTakesTheWholeChange() {
        let root = rootView(200, 200)
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(child)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 250)
        root.layoutIfNeeded()
        // Width 100 + 100, height 100 + 50; margins fixed.
        #expect(child.frame == CGRect(x: 20, y: 20, width: 200, height: 150))
    }

    @Test func flexibleMarginsShareTheChangeInProportion() {
        let root = rootView(200, 200)
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 100, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(child)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.layoutIfNeeded()
        // Left 20 and right 80 share +100 as 20:80, so left becomes 20 + 20.
        #expect(child.frame == CGRect(x: 40, y: 0, width: 100, height: 10))
        let codes = root.constraints.map(\.description)
        #expect(codes.allSatisfy { $0.contains("h=&-& v=---") }, "\(codes)")
    }

    @Test func turningTranslationOffRemovesTheConstraints() {
        let root = rootView(200, 200)
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 100, height: 10))
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        #expect(root.constraints.isEmpty)
    }

    @Test func conflictWithAnAppConstraintBreaksTheAppConstraint() {
        let root = rootView(200, 200)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        width.identifier = "too-narrow"
        let log = HeadlessLog.capture {
            width.isActive = true
            root.layoutIfNeeded()
        }
        #expect(child.frame.width == 100)
        #expect(log.count == 1)
        #expect(log.first?.message.contains("translatesAutoresizingMaskIntoConstraints") == true)
        #expect(log.first?.message.contains("NSAutoresizingMaskLayoutConstraint") == true)
        #expect(log.first?.message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:") == true)
    }
}
