// EXPECT-ERROR: 'equal(_:constant:priority:file:line:)' is unavailable: a horizontal anchor cannot be related to a vertical anchor
// Must not compile: horizontal centre with vertical centre.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.centerX.equal(subtitle.al.centerY)
}
