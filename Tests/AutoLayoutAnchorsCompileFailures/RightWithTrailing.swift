// EXPECT-ERROR: 'lessThanOrEqual(_:constant:priority:file:line:)' is unavailable: left/right cannot be related to leading/trailing; use leading/trailing or left/right on both sides
// Must not compile: left/right mixed with leading/trailing.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    title.al.right.lessThanOrEqual(subtitle.al.trailing, constant: -8)
}
