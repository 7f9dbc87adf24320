// EXPECT-ERROR: referencing instance method 'alignWithSuperview(offset:relation:priority:file:line:)' on 'Anchor' requires the types 'AnchorType.Edge' and 'AnchorType.Center' be equivalent
// Must not compile: an edge centred in the superview.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.top.alignWithSuperview()
}
