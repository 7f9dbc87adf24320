// EXPECT-ERROR: 'match(_:relation:priority:file:line:)' is unavailable: a dimension (width, height) cannot be related to an edge, centre or baseline
// Must not compile: matching a dimension with an edge.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.width.match(subtitle.al.top)
}
