import Foundation
import HeadlessUIKit
import Testing

/// Sizes never go negative and numbers stay inside the engine's limit, so every frame is finite.
@Suite @MainActor struct NumberLimitTests {
    /// "Auto Layout works with positive sizes, zero or bigger. You cannot create views with
    /// negative widths and heights." (Erica Sadun, iOS Auto Layout Demystified, "Missing Views",
    /// informit.com/articles/article.aspx?p=2041295&seqNum=5)
    @Test func aNegativeSolvedWidthGivesAnEmptyFrameAtTheMinimumEdge() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            child.trailingAnchor.constraint(equalTo: child.leadingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 10, width: 0, height: 30))
    }

    @Test func aGuideWithANegativeSolvedHeightHasAnEmptyLayoutFrame() {
        let root = rootView(300, 300)
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            guide.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 50, width: 40, height: 0))
    }

    /// UIKit logs "This NSLayoutConstraint is being configured with a constant that exceeds
    /// internal limits.  A smaller value will be substituted, …" and carries on (reported in
    /// github.com/wordpress-mobile/WordPress-iOS/issues/2742 and
    /// github.com/arnauddorgans/InfiniteLayout/issues/4).
    @Test func aConstantBeyondTheLimitIsSubstitutedAndLoggedOnce() {
        let window = UIWindow(headlessDevice: .iPhone15, orientation: .portrait)
        let child = constrainedSubview(of: window)
        let top = child.topAnchor.constraint(equalTo: window.topAnchor, constant: -.greatestFiniteMagnitude)
        NSLayoutConstraint.activate([
            top, child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let log = HeadlessLog.capture { window.layoutIfNeeded() }
        #expect(child.frame == CGRect(x: 0, y: -100_000_000, width: 10, height: 10))
        #expect(log.count == 1)
        #expect(log.first?.message.contains("constant that exceeds internal limits") == true)
        #expect(log.first?.message.contains("_NSLayoutConstraintNumberExceedsLimit") == true)
        #expect(log.first?.message.contains("-1.79769e+308") == true)
        #expect(top.constant == -.greatestFiniteMagnitude)
        let again = HeadlessLog.capture {
            top.constant = -.greatestFiniteMagnitude / 2
            window.layoutIfNeeded()
        }
        #expect(again.isEmpty)
        #expect(child.frame.minY == -100_000_000)
    }

    @Test func largeValuesInsideTheLimitAreKept() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 12_345_678),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let log = HeadlessLog.capture { root.layoutIfNeeded() }
        #expect(log.isEmpty)
        #expect(child.frame.minY == 12_345_678)
    }

    @Test func aMultiplierBeyondTheLimitIsSubstituted() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1e300),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let log = HeadlessLog.capture { root.layoutIfNeeded() }
        #expect(log.count == 1)
        #expect(log.first?.message.contains("multipliers beyond ±10000 are clamped") == true)
        // The multiplier becomes 10⁴: 300 × 10⁴.
        #expect(child.frame.width == 3_000_000)
    }

    @Test func aMultiplierInsideTheLimitIsKept() {
        let root = rootView(300, 300)
        let child = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 5_000),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let log = HeadlessLog.capture { root.layoutIfNeeded() }
        #expect(log.isEmpty)
        #expect(child.frame.width == 1_500_000)
    }
}
