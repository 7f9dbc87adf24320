// EXPECT-ERROR: 'align(with:relation:priority:file:line:)' is unavailable: a vertical anchor cannot be related to a horizontal anchor
// Must not compile: guide, not allowed (2): a top edge with a horizontal centre.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    Constraints(for: title, subtitle) { title, subtitle in
        title.top.align(with: subtitle.centerX)
    }
}
