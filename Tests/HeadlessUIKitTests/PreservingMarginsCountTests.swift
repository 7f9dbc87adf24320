@testable import HeadlessUIKit
import Testing

/// A view skips refreshing its derived geometry when nothing can change it, which includes having
/// no subview that takes its margins from it: that is a count kept as subviews come, go and
/// change `preservesSuperviewLayoutMargins`. A count that drifted would skip a superview whose
/// margins a subview follows, or refresh one for nothing.
@Suite @MainActor struct PreservingMarginsCountTests {
    @Test func theCountFollowsSubviewsAndTheirSetting() {
        let first = UIView(), second = UIView()
        let child = UIView(), other = UIView()
        child.preservesSuperviewLayoutMargins = true
        first.addSubview(child)
        first.addSubview(other)
        #expect(first.subviewsPreservingMargins == 1)
        other.preservesSuperviewLayoutMargins = true
        other.preservesSuperviewLayoutMargins = true
        #expect(first.subviewsPreservingMargins == 2)
        second.addSubview(child)
        #expect(first.subviewsPreservingMargins == 1 && second.subviewsPreservingMargins == 1)
        child.preservesSuperviewLayoutMargins = false
        #expect(second.subviewsPreservingMargins == 0)
        other.removeFromSuperview()
        #expect(first.subviewsPreservingMargins == 0)
        second.insertSubview(other, at: 0)
        #expect(second.subviewsPreservingMargins == 1)
    }
}
