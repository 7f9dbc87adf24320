// EXPECT-ERROR: 'equal(_:constant:priority:file:line:)' is unavailable: a dimension (width, height) cannot be related to an edge, centre or baseline
// Must not compile: a dimension related to an edge.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.width.equal(subtitle.al.leading)
}
