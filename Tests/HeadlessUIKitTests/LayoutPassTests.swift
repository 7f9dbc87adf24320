import Foundation
import HeadlessUIKit
import Testing

/// Counts the layout callbacks it receives.
final class CountingView: UIView {
    var layoutCount = 0
    var updateCount = 0
    var setUp = false

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }

    override func updateConstraints() {
        if !setUp, let superview {
            setUp = true
            NSLayoutConstraint.activate([
                leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 4),
                topAnchor.constraint(equalTo: superview.topAnchor, constant: 4),
                widthAnchor.constraint(equalToConstant: 40),
                heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        updateCount += 1
        super.updateConstraints()
    }
}

@Suite @MainActor struct LayoutPassTests {
    @Test func updateConstraintsRunsBeforeTheSolve() {
        let root = rootView(100, 100)
        let view = CountingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.updateCount == 1)
        #expect(view.frame == CGRect(x: 4, y: 4, width: 40, height: 40))
        #expect(view.layoutCount == 1)
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(view.updateCount == 2)
        #expect(!view.needsUpdateConstraints())
    }

    @Test func layoutSubviewsRunsOnlyWhenNeeded() {
        let root = rootView(100, 100)
        let view = CountingView()
        root.addSubview(view)
        root.layoutIfNeeded()
        let count = view.layoutCount
        root.layoutIfNeeded()
        #expect(view.layoutCount == count)
        view.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(view.layoutCount == count + 1)
    }

    @Test func anOverrideWithoutSuperLeavesSubviewFramesAlone() {
        final class Manual: UIView {
            override func layoutSubviews() {}
        }
        let root = rootView(100, 100)
        let manual = Manual(frame: root.bounds)
        root.addSubview(manual)
        let child = constrainedSubview(of: manual)
        child.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        child.widthAnchor.constraint(equalToConstant: 30).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 1, y: 1, width: 1, height: 1))
    }
}
