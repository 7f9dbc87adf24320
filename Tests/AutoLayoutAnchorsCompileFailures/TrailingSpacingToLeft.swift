// EXPECT-ERROR: cannot convert value of type 'Anchor<AnchorType.Edge, AnchorAxis.Absolute>' to expected argument type 'Anchor<AnchorType.Edge, AnchorAxis.Directional>'
// Must not compile: spacing between a directional and an absolute edge.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.trailing.spacing(8, to: subtitle.al.left)
}
