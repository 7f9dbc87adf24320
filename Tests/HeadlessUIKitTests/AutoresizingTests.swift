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
