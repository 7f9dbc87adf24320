// EXPECT-ERROR: instance method 'equal(_:constant:priority:file:line:)' requires that 'AnchorType.Dimension' inherit from 'AnchorType.Alignment'
// Must not compile: an edge related to a dimension.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.top.equal(subtitle.al.height)
}
