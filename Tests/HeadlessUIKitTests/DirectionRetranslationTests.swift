import Foundation
@testable import HeadlessUIKit
import Testing

/// Trait changes re-resolve leading and trailing only where the layout direction changed: a
/// rotation (new size classes, same direction) leaves every constraint in the solver as it was,
/// a switch to right to left translates the directional ones again.
@Suite @MainActor struct DirectionRetranslationTests {
    @Test func aRotationKeepsDirectionalConstraintsInTheSolver() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([leading, view.widthAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        let before = leading.engineRecord?.enforcedConstraints.map(ObjectIdentifier.init)
        #expect(before?.isEmpty == false)

        window.headlessOrientation = .landscape
        window.layoutIfNeeded()
        #expect(window.traitCollection.verticalSizeClass == .compact)
        #expect(leading.engineRecord?.enforcedConstraints.map(ObjectIdentifier.init) == before)
        #expect(view.frame.minX == 20)

        window.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(leading.engineRecord?.enforcedConstraints.map(ObjectIdentifier.init) != before)
        // Leading is the right edge: maxX = width − 20.
        #expect(view.frame.maxX == window.bounds.width - 20)
    }
}
