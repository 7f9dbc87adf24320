import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct FittingTests {
    private func card() -> UIView {
        let card = UIView()
        let label = IntrinsicView(120, 21)
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        return card
    }

    /// Found by the layout fuzzer: constraints that make a height negative gave a negative
    /// fitting height. Sizes are never negative, in a fitting as in a layout pass.
    @Test func aFittingSizeIsNeverNegative() {
        let view = UIView()
        NSLayoutConstraint.activate([
            view.bottomAnchor.constraint(equalTo: view.topAnchor, constant: -25.5),
            view.widthAnchor.constraint(equalToConstant: 0),
        ])
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 0, height: 0))
    }

    @Test func compressedSizeWrapsTheContent() {
        let card = card()
        // 120 + 2 × 16, 21 + 2 × 10.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 152, height: 41))
        #expect(card.frame == .zero)
    }

    @Test func requiredWidthFittingPriority() {
        let card = card()
        let size = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 41))
    }

    @Test func expandedSizeStopsAtHugging() {
        let card = card()
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        // The label's hugging (250) holds it at its intrinsic size against the fitting level (50).
        #expect(size == CGSize(width: 152, height: 41))
    }
}
