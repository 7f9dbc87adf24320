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

    /// Asking is not changing: a guide tied to an ambiguous view stays where the view's frame is
    /// (the layout fuzzer found a keyboard guide 700 points from the label it is pinned to after
    /// `hasAmbiguousLayout`: the probe's move stayed in the engine).
    @Test func askingAboutAmbiguityLeavesTheLayoutAlone() {
        let root = rootView(200, 200)
        let view = constrainedSubview(of: root)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
                                     view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                                     guide.heightAnchor.constraint(equalToConstant: 0),
                                     guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     guide.widthAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        let frame = view.frame
        #expect(guide.layoutFrame.maxY == frame.maxY)
        for _ in 0..<4 {
            #expect(view.hasAmbiguousLayout)
            #expect(guide.hasAmbiguousLayout)
        }
        #expect(view.frame == frame)
        #expect(guide.layoutFrame.maxY == frame.maxY)
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
