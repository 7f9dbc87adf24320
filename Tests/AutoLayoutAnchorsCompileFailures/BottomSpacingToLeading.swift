// EXPECT-ERROR: cannot convert value of type 'Anchor<AnchorType.Edge, AnchorAxis.Directional>' to expected argument type 'Anchor<AnchorType.Edge, AnchorAxis.Vertical>'
// Must not compile: spacing between a vertical and a horizontal edge.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.bottom.spacing(8, to: subtitle.al.leading)
}
