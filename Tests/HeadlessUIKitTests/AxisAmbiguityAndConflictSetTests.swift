import Foundation
import HeadlessUIKit
import Testing

/// The headless additions the layout audit reads: ambiguity per axis and a broken constraint's
/// conflicting set.
@Suite @MainActor struct AxisAmbiguityAndConflictSetTests {
    @Test func ambiguityIsReportedPerAxis() {
        let root = rootView(200, 200)
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([view.heightAnchor.constraint(equalToConstant: 50), view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        #expect(view.headlessHasAmbiguousLayout(for: .horizontal))
        #expect(!view.headlessHasAmbiguousLayout(for: .vertical))
        view.widthAnchor.constraint(equalToConstant: 20).isActive = true
        #expect(!view.headlessHasAmbiguousLayout(for: .horizontal))
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func aBrokenConstraintKnowsWhatItConflictedWith() {
        let root = rootView(200, 200)
        let view = constrainedSubview(of: root)
        let narrow = view.widthAnchor.constraint(equalToConstant: 50)
        let wide = view.widthAnchor.constraint(equalToConstant: 80)
        let unrelated = view.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([narrow, unrelated])
        _ = HeadlessLog.capture {
            wide.isActive = true
            root.layoutIfNeeded()
        }
        #expect(wide.headlessIsBroken)
        #expect(wide.headlessConflictingConstraints.count == 1)
        #expect(wide.headlessConflictingConstraints.first === narrow)
        #expect(narrow.headlessConflictingConstraints.isEmpty)
        wide.isActive = false
        #expect(wide.headlessConflictingConstraints.isEmpty)
    }
}
