#if !canImport(UIKit)
import AutoLayoutConvenience
import Foundation
import Testing

/// The fuzzer found that a position constraint with a multiplier other than 1 was read in the
/// window's coordinates, not in the installing view's. Apple's Auto Layout Guide ("Anatomy of a
/// Constraint") reads a constraint's attributes in the view's own layout space, and a superview's
/// leading edge is 0 there, so `child.centerX == 0.5 × container.centerX` puts the child's centre
/// a quarter of the way across its container wherever the container sits (uikit-model.md §3.1).
@Suite @MainActor struct PositionMultiplierRegressionTests {
    @Test func aPositionMultiplierIsReadInTheInstallingViewsSpace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(), child = UIView()
        window.addSubview(container, pinnedAt: CGRect(x: 100, y: 200, width: 200, height: 100))
        container.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom, multiplier: 0.5, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // In the container's space its centre x is 100 and its bottom 100: halves are 50 and 50.
        #expect(child.frame == CGRect(x: 40, y: 30, width: 20, height: 20))
    }

    @Test func aRightToLeftPositionMultiplierIsReadFromTheInstallingViewsTrailingEdge() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(), child = UIView()
        container.semanticContentAttribute = .forceRightToLeft
        window.addSubview(container, pinnedAt: CGRect(x: 100, y: 200, width: 200, height: 100))
        container.addSubview(child)
        child.semanticContentAttribute = .forceRightToLeft
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .trailing, multiplier: 0.25, constant: 0),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // Right to left, the container's trailing edge is 200 from its right edge; a quarter is
        // 50, so the child's leading (right) edge is 50 in from the container's right edge.
        #expect(child.frame == CGRect(x: 130, y: 0, width: 20, height: 20))
    }
}
#endif
