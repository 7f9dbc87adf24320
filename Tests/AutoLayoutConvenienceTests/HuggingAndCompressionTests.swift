import AutoLayoutConvenience
import Foundation
import LayoutTestSupport
import Testing

/// convenience-dsl.md §5: chainable helpers that only set hugging and compression priorities.
@Suite @MainActor struct HuggingAndCompressionTests {
    typealias Priorities = [Float]

    /// Hugging horizontal, hugging vertical, compression horizontal, compression vertical.
    func priorities(_ view: UIView) -> Priorities {
        [view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical),
         view.contentCompressionResistancePriority(for: .horizontal), view.contentCompressionResistancePriority(for: .vertical)].map(\.rawValue)
    }

    static let cases: [(String, (UIView) -> UIView, Priorities)] = [
        ("allowVerticalShrinking", { $0.allowVerticalShrinking() }, [250, 250, 750, 250]),
        ("allowHorizontalShrinking", { $0.allowHorizontalShrinking() }, [250, 250, 250, 750]),
        ("allowShrinking", { $0.allowShrinking() }, [250, 250, 250, 250]),
        ("disallowVerticalShrinking", { $0.disallowVerticalShrinking() }, [250, 250, 750, 1000]),
        ("disallowHorizontalShrinking", { $0.disallowHorizontalShrinking() }, [250, 250, 1000, 750]),
        ("disallowShrinking", { $0.disallowShrinking() }, [250, 250, 1000, 1000]),
        ("allowVerticalGrowing", { $0.disallowGrowing().allowVerticalGrowing() }, [1000, 250, 750, 750]),
        ("allowHorizontalGrowing", { $0.disallowGrowing().allowHorizontalGrowing() }, [250, 1000, 750, 750]),
        ("allowGrowing", { $0.disallowGrowing().allowGrowing() }, [250, 250, 750, 750]),
        ("disallowVerticalGrowing", { $0.disallowVerticalGrowing() }, [250, 1000, 750, 750]),
        ("disallowHorizontalGrowing", { $0.disallowHorizontalGrowing() }, [1000, 250, 750, 750]),
        ("disallowGrowing", { $0.disallowGrowing() }, [1000, 1000, 750, 750]),
        ("prefersExactVerticalSize", { $0.prefersExactVerticalSize() }, [250, 1000, 750, 1000]),
        ("prefersExactHorizontalSize", { $0.prefersExactHorizontalSize() }, [1000, 250, 1000, 750]),
        ("prefersExactSize", { $0.prefersExactSize() }, [1000, 1000, 1000, 1000]),
    ]

    @Test(arguments: 0..<15) func setsPriorities(index: Int) {
        let (name, apply, expectedPriorities) = Self.cases[index]
        let view = UIView()
        #expect(apply(view) === view, "\(name) returns the view")
        #expect(priorities(view) == expectedPriorities, "\(name)")
        #expect(view.constraints.isEmpty)
    }

    @Test func shrinkingChangesTheLayout() {
        let root = rootView(100, 100), view = IntrinsicView(300, 20).allowHorizontalShrinking()
        root.addSubview(view, pinnedTo: .leading, vertically: .top)
        view.constrain(width: .atMost(80))
        root.layoutIfNeeded()
        #expect(view.frame.width == 80)
    }
}
