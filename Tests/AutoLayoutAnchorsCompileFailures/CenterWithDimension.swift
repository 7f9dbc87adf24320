// EXPECT-ERROR: instance method 'align(with:relation:priority:file:line:)' requires that 'AnchorType.Dimension' inherit from 'AnchorType.Alignment'
// Must not compile: a centre aligned with a dimension.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.centerX.align(with: subtitle.al.width)
}
