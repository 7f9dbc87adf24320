// EXPECT-ERROR: property 'firstBaseline' requires that 'UILayoutGuide' inherit from 'UIView'
// Must not compile: baselines exist on views only.
import AutoLayoutAnchors

@MainActor func misuse(title: UIView, subtitle: UIView) {
    _ = title.layoutMarginsGuide.al.firstBaseline
}
