import Foundation
import HeadlessUIKit
import Testing

/// Stacks sized by their content, as iOS rendered them into snapshot images: grsouza/Pancake,
/// `Tests/PancakeUITests/HStackTests.swift` and `VStackTests.swift` with reference images under
/// `Tests/PancakeUITests/__Snapshots__/` (read at c55b7346fb5fdcb80135fa8badd2b935bdb0bd98, the
/// last commit before the module was removed; images recorded 2020-10-28 on a 2× simulator).
/// The library's `HStack`/`VStack` wrap a plain `UIStackView` (default spacing overridden to
/// 10). Only the stack's cross-axis length is fixed (128 high or 256 wide); its length along the
/// axis is whatever its views need, so the image size is a measured fitting size. The views are
/// flat dark grey; frames were read off the images to the pixel (1 px = 0.5 pt). Case ids
/// K06–K08 in docs/research/fidelity-sources.md.
@Suite @MainActor struct PancakeStackFidelityTests {
    private func sized(_ width: CGFloat?, _ height: CGFloat?) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return view
    }

    /// The stack at the top left of a large root, free along its axis, fixed across it.
    private func laidOut(_ stack: UIStackView, across: CGFloat) -> UIStackView {
        let fixture = FidelityFixture(1000, 1000)
        stack.translatesAutoresizingMaskIntoConstraints = false
        fixture.root.addSubview(stack)
        let cross = stack.axis == .horizontal ? stack.heightAnchor : stack.widthAnchor
        fixture.layOut([stack.leadingAnchor.constraint(equalTo: fixture.root.leadingAnchor),
                        stack.topAnchor.constraint(equalTo: fixture.root.topAnchor),
                        cross.constraint(equalToConstant: across)])
        return stack
    }

    nonisolated static let rowAlignments: [(String, [CGFloat])] = [("top", [0, 0, 0]), ("center", [14, 24, 4]), ("bottom", [28, 48, 8])]

    @Test(arguments: [0, 1, 2])
    func aRowAlignsViewsOfThreeHeights(index: Int) {
        // K06: views 32 wide and 100, 80, 120 high, spacing 10, stack 128 high: the image is
        // 116 × 128 and the views sit at x 0, 42, 84 with the recorded y for each alignment.
        let (name, ys) = Self.rowAlignments[index]
        let views = [sized(32, 100), sized(32, 80), sized(32, 120)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.alignment = [UIStackView.Alignment.top, .center, .bottom][index]
        _ = laidOut(stack, across: 128)
        #expect(stack.frame.size == CGSize(width: CGFloat(116), height: 128), "\(name)")
        for (i, view) in views.enumerated() {
            let expected = CGRect(x: CGFloat(42 * i), y: ys[i], width: 32, height: [CGFloat(100), 80, 120][i])
            #expect(view.frame == expected, "\(name) view \(i): \(view.frame)")
        }
    }

    nonisolated static let columnAlignments: [(String, [CGFloat])] = [("leading", [0, 0, 0]), ("center", [78, 88, 68]), ("trailing", [156, 176, 136])]

    @Test(arguments: [0, 1, 2])
    func aColumnAlignsViewsOfThreeWidths(index: Int) {
        // K07: views 32 high and 100, 80, 120 wide, spacing 10, stack 256 wide: the image is
        // 256 × 116 and the views sit at y 0, 42, 84 with the recorded x for each alignment.
        let (name, xs) = Self.columnAlignments[index]
        let views = [sized(100, 32), sized(80, 32), sized(120, 32)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = [UIStackView.Alignment.leading, .center, .trailing][index]
        _ = laidOut(stack, across: 256)
        #expect(stack.frame.size == CGSize(width: CGFloat(256), height: 116), "\(name)")
        for (i, view) in views.enumerated() {
            let expected = CGRect(x: xs[i], y: CGFloat(42 * i), width: [CGFloat(100), 80, 120][i], height: 32)
            #expect(view.frame == expected, "\(name) view \(i): \(view.frame)")
        }
    }

    @Test func tenFixedViewsSetTheStacksLength() {
        // K08: ten 32-point views, spacing 10, fill alignment: a row 410 × 32 with views every
        // 42 points, and a column 256 × 410 whose views are stretched to the full 256.
        let rowViews = (0..<10).map { _ in sized(32, nil) }
        let row = laidOut(UIStackView(arrangedSubviews: rowViews).spaced(10), across: 32)
        #expect(row.frame.size == CGSize(width: CGFloat(410), height: 32))
        #expect(rowViews.map(\.frame) == (0..<10).map { CGRect(x: CGFloat(42 * $0), y: 0, width: 32, height: 32) })
        let columnViews = (0..<10).map { _ in sized(nil, 32) }
        let columnStack = UIStackView(arrangedSubviews: columnViews).spaced(10)
        columnStack.axis = .vertical
        let column = laidOut(columnStack, across: 256)
        #expect(column.frame.size == CGSize(width: CGFloat(256), height: 410))
        #expect(columnViews.map(\.frame) == (0..<10).map { CGRect(x: CGFloat(0), y: CGFloat(42 * $0), width: 256, height: 32) })
    }
}

private extension UIStackView {
    func spaced(_ spacing: CGFloat) -> UIStackView {
        self.spacing = spacing
        return self
    }
}
