import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct IntrinsicSizeTests {
    /// Two intrinsic views side by side between the root's edges, 10 apart.
    private func row(width: CGFloat) -> (UIView, IntrinsicView, IntrinsicView) {
        let root = rootView(width, 100)
        let a = IntrinsicView(100, 20), b = IntrinsicView(100, 20)
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, a, b)
    }

    @Test func intrinsicSizeAlone() {
        let root = rootView(300, 300)
        let view = IntrinsicView(120, 44)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        // Intrinsic-size constraints are internal: not listed.
        #expect(view.constraints.isEmpty)
    }

    @Test func lowerHuggingViewStretches() {
        let (root, a, b) = row(width: 300)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        // Excess 300 − 210 = 90 goes to b, whose hugging (250) is lower than a's (251).
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 110, y: 0, width: 190, height: 20))
    }

    @Test func lowerCompressionResistanceViewShrinks() {
        let (root, a, b) = row(width: 150)
        a.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        // Shortfall 210 − 150 = 60 is taken from b (750 < 751): b = 40.
        #expect(a.frame.width == 100)
        #expect(b.frame == CGRect(x: 110, y: 0, width: 40, height: 20))
    }

    @Test func invalidationIsReadAtTheNextPass() {
        let root = rootView(300, 300)
        let view = IntrinsicView(50, 50)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        root.layoutIfNeeded()
        view.size = CGSize(width: 70, height: 30)
        #expect(view.frame.size == CGSize(width: 50, height: 50))
        root.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 70, height: 30))
    }

    @Test func noIntrinsicMetricGivesNoSizeConstraint() {
        let view = IntrinsicView(UIView.noIntrinsicMetric, 30)
        let root = rootView(300, 300)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 12).isActive = true
        root.layoutIfNeeded()
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(view.frame.size == CGSize(width: 12, height: 30))
    }
}
