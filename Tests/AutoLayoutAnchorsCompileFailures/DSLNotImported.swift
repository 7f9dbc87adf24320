// EXPECT-ERROR: extra argument 'filling' in call
// EXPECT-ERROR: cannot infer contextual base in reference to member 'superview'
// EXPECT-ERROR: cannot find 'ConstraintsList' in scope
// Must not compile: the idiom does not bring the DSL; its operations and `ConstraintsList` need
// `import AutoLayoutConvenience`.
import AutoLayoutAnchors

@MainActor func misuse(container: UIView, content: UIView) {
    container.addSubview(content, filling: .superview)
    _ = ConstraintsList()
}
