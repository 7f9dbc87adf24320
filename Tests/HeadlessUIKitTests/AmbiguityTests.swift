import Foundation
import HeadlessUIKit
import Testing

@Suite @MainActor struct AmbiguityTests {
    @Test func aMissingPositionIsAmbiguous() {
        let root = rootView(200, 200)
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50)])
        #expect(view.hasAmbiguousLayout)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func exercisingMovesAnAmbiguousView() {
        let root = rootView(200, 200)
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
                                     view.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame != before)
        #expect(view.frame.size == before.size)
    }

    @Test func constraintsAffectingLayoutPerAxis() {
        let root = rootView(200, 200)
        let view = constrainedSubview(of: root)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([width, top])
        root.layoutIfNeeded()
        #expect(view.constraintsAffectingLayout(for: .horizontal).contains { $0 === width })
        #expect(!view.constraintsAffectingLayout(for: .horizontal).contains { $0 === top })
        #expect(view.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
    }
}
