import Foundation
import HeadlessUIKit
import Testing

/// One label's first baseline placed against another's: irreverentbits/IBSimpleLayout,
/// `Tests/IBSimpleLayoutTests/FirstBaselineTests.swift` and `FirstBaselineUpdateTests.swift`
/// (read at 514a813a69dfa44c0a7f18b5f2ba834197760a33; the parent view comes from the shared
/// test base `IBSimpleLayoutTests.swift`, last seen at a9066adf67a135311ea58a3bbaccb6936321e9f5;
/// the tests use UIKit and run on an iOS simulator). A plain 100 × 100 parent holds two labels
/// with the same text ("Irreverent Bits") and font (system 10 pt); both span the parent's width
/// and are 20 high; the first is at the top; the second's first baseline equals the first's plus
/// 10, −10 or 0. Asserted (exact): the first label (0 0; 100 20), the second (0 c; 100 20) — the
/// same font and height give both labels the same baseline offset, so the numbers do not depend
/// on font metrics. The update test changes the constant from 10 to −10 and lays out again.
/// Case id K20 in docs/research/fidelity-sources.md.
@Suite @MainActor struct FirstBaselinePinFidelityTests {
    private func labels() -> (UIView, UILabel, UILabel, NSLayoutConstraint) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UILabel(), second = UILabel()
        for label in [first, second] {
            label.font = UIFont.systemFont(ofSize: 10)
            label.text = "Irreverent Bits"
            label.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(label)
        }
        let baseline = second.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: parent.leadingAnchor), first.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            first.topAnchor.constraint(equalTo: parent.topAnchor), first.heightAnchor.constraint(equalToConstant: 20),
            second.leadingAnchor.constraint(equalTo: parent.leadingAnchor), second.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            second.heightAnchor.constraint(equalToConstant: 20), baseline,
        ])
        return (parent, first, second, baseline)
    }

    @Test(arguments: [CGFloat(10), -10, 0])
    func theSecondLabelMovesByTheBaselineOffset(offset: CGFloat) {
        let (parent, first, second, baseline) = labels()
        baseline.constant = offset
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.frame == CGRect(x: CGFloat(0), y: 0, width: 100, height: 100))
        #expect(first.frame == CGRect(x: CGFloat(0), y: 0, width: 100, height: 20))
        #expect(second.frame == CGRect(x: CGFloat(0), y: offset, width: 100, height: 20), "\(second.frame)")
    }

    @Test func changingTheOffsetMovesTheLabelAgain() {
        let (parent, first, second, baseline) = labels()
        baseline.constant = 10
        parent.layoutIfNeeded()
        #expect(second.frame == CGRect(x: CGFloat(0), y: 10, width: 100, height: 20))
        baseline.constant = -10
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(first.frame == CGRect(x: CGFloat(0), y: 0, width: 100, height: 20))
        #expect(second.frame == CGRect(x: CGFloat(0), y: -10, width: 100, height: 20), "\(second.frame)")
    }
}
