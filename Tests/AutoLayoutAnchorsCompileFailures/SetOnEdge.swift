// EXPECT-ERROR: referencing instance method 'set(_:relation:priority:file:line:)' on 'Anchor' requires the types 'AnchorType.Edge' and 'AnchorType.Dimension' be equivalent
// Must not compile: an edge set to a constant.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.top.set(44)
}
