// EXPECT-ERROR: 'align(with:relation:priority:file:line:)' is unavailable: a horizontal anchor cannot be related to a vertical anchor
// Must not compile: guide, not allowed (3): a left edge with a baseline.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    Constraints(for: title, subtitle) { title, subtitle in
        title.left.align(with: subtitle.firstBaseline)
    }
}
