import Foundation
import HeadlessUIKit
import Testing

/// A layout pass must settle. Frames placed by `layoutSubviews` and frames read back from the
/// solver are pixel-rounded by different arithmetic and can differ in the last bit at @3x;
/// that must not count as a change (which would rebuild autoresizing constraints and start
/// another round, until the pass gives up).
@Suite @MainActor struct LayoutConvergenceTests {
    @Test func aButtonTitleAtThirdPointPositionsSettles() throws {
        try withUniformTextModel {
            // iPhone 15 (@3x). The button is 313 wide; its 90-point title is centred at
            // (313 − 90) / 2 = 111.5, which rounds to the pixel 111.6667 in the button's own
            // layout — the case that used to loop.
            let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
            let button = UIButton(type: .system)
            button.setTitle("Add More Text", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40),
                button.widthAnchor.constraint(equalToConstant: 313),
                button.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                button.heightAnchor.constraint(equalToConstant: 50),
            ])
            let log = HeadlessLog.capture { window.layoutIfNeeded() }
            #expect(!log.contains { $0.message.contains("did not converge") })
            let title = try #require(button.titleLabel)
            #expect(abs(title.frame.minX - 111.6667) < 0.001)
            // A second pass has nothing to do and changes nothing.
            let frame = title.frame
            let again = HeadlessLog.capture { window.setNeedsLayout(); window.layoutIfNeeded() }
            #expect(again.isEmpty)
            #expect(title.frame == frame)
        }
    }
    /// A view whose `layoutSubviews()` places its constrained subview itself without calling
    /// `super`: the default implementation is what applies the constraints' frames ("The default
    /// implementation of this method … uses any constraints you have set to determine the size
    /// and position of any subviews", UIView.layoutSubviews() documentation), so the subview
    /// keeps the frame the override gives it, and the pass settles at once.
    @Test func anOverrideThatPlacesSubviewsItselfSettles() {
        final class ManualLayoutView: UIView {
            override func layoutSubviews() {
                subviews.first?.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            }
        }
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let manual = ManualLayoutView(), child = UIView()
        for view in [manual, child] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(manual)
        manual.addSubview(child)
        NSLayoutConstraint.activate([
            manual.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            manual.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            manual.widthAnchor.constraint(equalToConstant: 200),
            manual.heightAnchor.constraint(equalToConstant: 200),
            child.topAnchor.constraint(equalTo: manual.topAnchor),
            child.leadingAnchor.constraint(equalTo: manual.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        let log = HeadlessLog.capture { window.layoutIfNeeded() }
        #expect(!log.contains { $0.category == .layoutLoop }, "\(log.map(\.message))")
        #expect(manual.frame == CGRect(x: 0, y: 100, width: 200, height: 200))
        #expect(child.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    /// A layout with no fixed point: a label above the screen whose height is its own top
    /// safe-area inset plus 10, and the inset of a view wholly in the unsafe area is its height.
    /// The pass stops at its round limit, and its log names what the last round still changed,
    /// with how far.
    @Test func theRoundLimitLogNamesWhatStillChanges() throws {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let label = UILabel(), filler = UIView()
        for view in [label, filler] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(label)
        label.addSubview(filler)
        NSLayoutConstraint.activate([
            label.bottomAnchor.constraint(equalTo: window.topAnchor, constant: -100),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 200),
            filler.topAnchor.constraint(equalTo: label.safeAreaLayoutGuide.topAnchor),
            filler.bottomAnchor.constraint(equalTo: label.bottomAnchor),
            filler.heightAnchor.constraint(equalToConstant: 10),
        ])
        let log = HeadlessLog.capture { window.layoutIfNeeded() }
        let loop = try #require(log.first { $0.category == .layoutLoop })
        #expect(loop.message.hasPrefix("[LayoutConstraints] Layout did not converge after 8 passes; still changing: constant of "))
        #expect(loop.message.contains("'UIViewSafeAreaLayoutGuide-top'"))
        // Each round the label grows by the inset it had: 10 more points.
        #expect(loop.message.contains("(moves by 10)"))
    }
}
