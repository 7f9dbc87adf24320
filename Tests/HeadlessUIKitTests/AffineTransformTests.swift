import Foundation
import HeadlessUIKit
import Testing

/// Core Graphics' affine transforms where Core Graphics is missing, with its conventions
/// (`concatenating` applies the receiver first; `translatedBy`, `scaledBy` and `rotated`
/// apply the new step first), and `UIView.transform`, which Auto Layout ignores as UIKit
/// documents ("In iOS 8.0 and later, the transform property does not affect Auto Layout") and
/// which scales or rotates "the view's frame rectangle within its superview's coordinate
/// system" about the centre (Apple's `transform` documentation): `frame` reports the box around
/// the transformed bounds while `center` and `bounds` stay.
@Suite @MainActor struct AffineTransformTests {
    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func transformsComposeAsCoreGraphicsDoes() {
        let point = CGPoint(x: 2, y: 3)
        #expect(point.applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 12, y: 23))
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGPoint(x: 4, y: -3))
        #expect(near(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        // Scale, then translate.
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(point.applying(scaleThenMove) == CGPoint(x: 5, y: 7))
        // `translatedBy` moves first, then applies the receiver.
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 1)) == CGPoint(x: 6, y: 8))
        #expect(CGAffineTransform.identity.isIdentity && !scaleThenMove.isIdentity)
        #expect(near(point.applying(scaleThenMove).applying(scaleThenMove.inverted()), point))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 0.5)) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5)) == CGSize(width: 10, height: 20))
        #expect(CGVector(dx: 1, dy: 2).dx == 1 && CGVector.zero == CGVector(dx: 0, dy: 0))
    }

    @Test func aTransformDoesNotChangeTheLayout() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            box.centerXAnchor.constraint(equalTo: window.centerXAnchor), box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        box.transform = CGAffineTransform(scaleX: 1.2, y: 1.2).rotated(by: .pi / 8)
        window.layoutIfNeeded()
        // The constraints place the untransformed view: x 146.5, on the 3× grid 440 / 3, so
        // its centre is 440 / 3 + 50 across and 125 down.
        #expect(box.center == CGPoint(x: 440.0 / 3 + 50, y: 125) && box.bounds.size == CGSize(width: 100, height: 50))
        // `frame` is the box around the transformed bounds: a 100 × 50 rectangle scaled by 1.2
        // and turned by 22.5° spans 120 cos θ + 60 sin θ across and 120 sin θ + 60 cos θ down.
        let (cosine, sine) = (cos(CGFloat.pi / 8), sin(CGFloat.pi / 8))
        let width = 120 * cosine + 60 * sine, height = 120 * sine + 60 * cosine
        #expect(isClose(box.frame, CGRect(x: box.center.x - width / 2, y: 125 - height / 2, width: width, height: height), tolerance: 1e-9))
        UIView.animate(withDuration: 0.2) { box.transform = .identity }
        #expect(box.transform.isIdentity && box.frame == CGRect(x: 440.0 / 3, y: 100, width: 100, height: 50))
    }
}
