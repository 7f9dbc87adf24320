import Foundation
import HeadlessUIKit
import Testing

/// Stack-view fixtures. Views have intrinsic sizes 40, 60 and 80 along the axis and 20, 30 and
/// 40 across it; the third view hugs less along the axis (249), so with `.fill` it takes any
/// excess. Frames are built from (along origin, along size) and (across origin, across size).
@MainActor enum StackFixture {
    static let along: [CGFloat] = [40, 60, 80]
    static let across: [CGFloat] = [20, 30, 40]

    /// Three intrinsic views for a stack along `axis`.
    static func views(for axis: NSLayoutConstraint.Axis) -> [IntrinsicView] {
        zip(along, across).map { along, across in
            axis == .horizontal ? IntrinsicView(along, across) : IntrinsicView(across, along)
        }
    }

    /// A stack of the three views in a root, with the stack's frame fixed at `length` along the
    /// axis and 100 across (by its autoresizing constraints).
    static func fixedStack(
        axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution = .fill,
        alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 10, length: CGFloat
    ) -> (root: UIView, stack: UIStackView, views: [IntrinsicView]) {
        let views = views(for: axis)
        views[2].setContentHuggingPriority(UILayoutPriority(249), for: axis)
        let size = axis == .horizontal ? CGSize(width: length, height: 100) : CGSize(width: 100, height: length)
        let root = rootView(500, 500)
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(origin: .zero, size: size)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        root.addSubview(stack)
        return (root, stack, views)
    }

    /// A stack pinned to the root's top-left corner only, so its size comes from its content.
    static func freeStack(_ views: [UIView], axis: NSLayoutConstraint.Axis, spacing: CGFloat = 10) -> (root: UIView, stack: UIStackView) {
        let root = rootView(500, 500)
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, stack)
    }

    /// A frame from intervals along and across `axis`.
    static func frame(_ axis: NSLayoutConstraint.Axis, along: (CGFloat, CGFloat), across: (CGFloat, CGFloat)) -> CGRect {
        axis == .horizontal
            ? CGRect(x: along.0, y: across.0, width: along.1, height: across.1)
            : CGRect(x: across.0, y: along.0, width: across.1, height: along.1)
    }
}

extension UIView {
    /// The identifiers of the constraints installed on the view, in order, without repeats.
    var constraintIdentifiers: [String] {
        var seen: [String] = []
        for identifier in constraints.compactMap(\.identifier) where !seen.contains(identifier) { seen.append(identifier) }
        return seen
    }
}

/// Every distribution with every edge alignment, on both axes (uikit-model.md §8.1–8.2).
///
/// The stack is 290 long and 100 across; views are 40, 60 and 80 along (the last hugs at 249)
/// and 20, 30 and 40 across; spacing 10. Along the axis, by distribution:
/// * fill — intrinsic sizes, the excess 290 − 200 = 90 goes to the lowest hugging: 40, 60, 170;
/// * fillEqually — (290 − 20) / 3 = 90 each;
/// * fillProportionally — multipliers 40/200, 60/200, 80/200 of 290 at 999, 998, 997: 58 and 87
///   hold, the last takes the rest, 290 − 20 − 145 = 125;
/// * equalSpacing — intrinsic sizes, gaps (290 − 180) / 2 = 55;
/// * equalCentering — intrinsic sizes, centres 20, 135, 250 (equal steps of 115).
/// Across the axis, by alignment: fill 0…100; leading at 0; centre at (100 − s) / 2; trailing at
/// 100 − s; last baseline (horizontal; plain views' baselines are their bottoms) bottoms at the
/// tallest view's bottom, 40, with the spanner and the stack top at 0.
@Suite @MainActor struct StackViewDistributionTests {
    static let alongIntervals: [UIStackView.Distribution: [(CGFloat, CGFloat)]] = [
        .fill: [(0, 40), (50, 60), (120, 170)],
        .fillEqually: [(0, 90), (100, 90), (200, 90)],
        .fillProportionally: [(0, 58), (68, 87), (165, 125)],
        .equalSpacing: [(0, 40), (95, 60), (210, 80)],
        .equalCentering: [(0, 40), (105, 60), (210, 80)],
    ]

    static let acrossIntervals: [UIStackView.Alignment: [(CGFloat, CGFloat)]] = [
        .fill: [(0, 100), (0, 100), (0, 100)],
        .leading: [(0, 20), (0, 30), (0, 40)],
        .center: [(40, 20), (35, 30), (30, 40)],
        .trailing: [(80, 20), (70, 30), (60, 40)],
        .lastBaseline: [(20, 20), (10, 30), (0, 40)],
    ]

    nonisolated static let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical], distributions)
    func edgeAlignments(axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution) {
        for alignment in [UIStackView.Alignment.fill, .leading, .center, .trailing] {
            expectFrames(axis: axis, distribution: distribution, alignment: alignment, across: alignment)
        }
    }

    @Test(arguments: distributions)
    func lastBaselineInARow(distribution: UIStackView.Distribution) {
        expectFrames(axis: .horizontal, distribution: distribution, alignment: .lastBaseline, across: .lastBaseline)
    }

    /// Baseline alignments are documented for horizontal stacks only; a vertical stack treats
    /// them as `.fill` [MODEL].
    @Test(arguments: [UIStackView.Alignment.firstBaseline, .lastBaseline])
    func baselineAlignmentInAColumnFills(alignment: UIStackView.Alignment) {
        expectFrames(axis: .vertical, distribution: .fill, alignment: alignment, across: .fill)
    }

    private func expectFrames(axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution,
                              alignment: UIStackView.Alignment, across: UIStackView.Alignment) {
        let (root, stack, views) = StackFixture.fixedStack(axis: axis, distribution: distribution, alignment: alignment, length: 290)
        root.layoutIfNeeded()
        let alongs = Self.alongIntervals[distribution]!, acrosses = Self.acrossIntervals[across]!
        for index in views.indices {
            let expected = StackFixture.frame(axis, along: alongs[index], across: acrosses[index])
            #expect(views[index].frame == expected, "\(axis) \(distribution) \(alignment) view \(index)")
        }
        #expect(!stack.hasAmbiguousLayout)
    }

    @Test func firstBaselineSizesTheStackToTheTallestView() {
        // Free height: the spanner (@51) and the canvas (@49) shrink to the tallest view, 40;
        // bottoms (the plain views' baselines) line up at 40.
        let views = StackFixture.views(for: .horizontal)
        let (root, stack) = StackFixture.freeStack(views, axis: .horizontal)
        stack.alignment = .firstBaseline
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 20, width: 40, height: 20), CGRect(x: 50, y: 10, width: 60, height: 30),
            CGRect(x: 120, y: 0, width: 80, height: 40),
        ])
        // The baseline views of a row are its tallest view.
        #expect(stack.forFirstBaselineLayout === views[2])
        #expect(stack.forLastBaselineLayout === views[2])
    }

    @Test func overflowShrinksTheLowestCompressionResistance() {
        // 200 of content in 150: the middle view resists least (749) and gives up 50.
        let (root, _, views) = StackFixture.fixedStack(axis: .horizontal, length: 150)
        views[1].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 70])
        #expect(views.map(\.frame.width) == [40, 10, 80])
    }
}
