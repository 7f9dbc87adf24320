import Foundation
import HeadlessUIKit
import Testing

/// `.fillProportionally` shares the stack's whole length, margins or not, as iOS lays it out.
///
/// Source: Stack Overflow, "Why does a UIStackView with a single view, fill Proportionally, and
/// Layout Margins causes ambiguous constraint error?", answer by DonMag (read from the mirror
/// mcmap.net/q/1871613): a horizontal stack 200 points wide, spacing 0, views of intrinsic
/// widths 25 (red) and 75 (green). Without margins red is 50 at x 0 and green 150 at x 50; with
/// left and right layout margins of 10 and `isLayoutMarginsRelativeArrangement`, red is 50 at
/// x 10 and green 130 at x 60 (the proportional widths are of the full 200; the last view
/// absorbs the margins). Case ids D02 and D04 in docs/research/fidelity-sources.md.
@Suite @MainActor struct StackProportionFidelityTests {
    private func stack(margins: Bool) -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let red = RecordedSizeView(25, 40), green = RecordedSizeView(75, 40)
        let stack = UIStackView(arrangedSubviews: [red, green])
        stack.distribution = .fillProportionally
        if margins {
            stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            stack.isLayoutMarginsRelativeArrangement = true
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        return (root, red, green)
    }

    @Test func withoutMarginsTheViewsShareTheStackInProportion() {
        let (_, red, green) = stack(margins: false)
        #expect(red.frame.minX == 0 && red.frame.width == 50)
        #expect(green.frame.minX == 50 && green.frame.width == 150)
    }

    @Test func withMarginsTheSharesAreOfTheWholeStack() {
        let (_, red, green) = stack(margins: true)
        #expect(red.frame.minX == 10 && red.frame.width == 50)
        #expect(green.frame.minX == 60 && green.frame.width == 130)
    }
}
