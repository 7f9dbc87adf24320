// EXPECT-ERROR: 'equal(_:constant:priority:file:line:)' is unavailable: leading/trailing cannot be related to left/right; use leading/trailing or left/right on both sides
// Must not compile: leading/trailing mixed with left/right.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.leading.equal(subtitle.al.left)
}
