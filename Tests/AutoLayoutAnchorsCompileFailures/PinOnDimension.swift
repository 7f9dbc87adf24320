// EXPECT-ERROR: referencing instance method 'pinToSuperview(inset:relation:priority:file:line:)' on 'Anchor' requires the types 'AnchorType.Dimension' and 'AnchorType.Edge' be equivalent
// Must not compile: a dimension pinned to the superview.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.width.pinToSuperview()
}
