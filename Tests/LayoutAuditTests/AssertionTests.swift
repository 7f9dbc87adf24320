import AutoLayoutConvenience
import Foundation
import LayoutAuditTesting
import Testing

/// `assertNoLayoutFindings` records an issue per problem and none for a clean screen.
@Suite @MainActor struct AssertionTests {
    /// A box placed partly outside its container, and the same box inside it.
    static func card(badgeOffset: CGFloat) -> UIView {
        let root = UIView()
        let card = constrained(UIView(), in: root, "card")
        let badge = constrained(UIView(), in: card, "badge")
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor), card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: badgeOffset),
            badge.topAnchor.constraint(equalTo: card.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 44), badge.heightAnchor.constraint(equalToConstant: 44),
        ])
        return root
    }

    @Test func aCleanScreenRecordsNothing() {
        let report = assertNoLayoutFindings { Self.card(badgeOffset: 0) }
        #expect(report.configurations.count == 260)
    }

    @Test func aProblemIsRecordedOnceAcrossConfigurations() {
        var report: LayoutAuditReport?
        withKnownIssue {
            report = assertNoLayoutFindings { Self.card(badgeOffset: -10) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Outside its superview: UIView \"badge\"") }
        }
        #expect(report?.findings.count == 260)
        #expect(report?.groups.count == 1)
    }

    @Test func kindsCanBeLeftOut() {
        let report = assertNoLayoutFindings(ignoring: [.outsideSuperview]) { Self.card(badgeOffset: -10) }
        #expect(report.findings.isEmpty)
        let only = assertNoLayoutFindings(matrix: .single(.iPhoneSE), of: [.smallTouchTarget]) { Self.card(badgeOffset: -10) }
        #expect(only.findings.isEmpty)
    }

    @Test func viewControllersToo() {
        final class CardController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let card = AssertionTests.card(badgeOffset: 0)
                card.frame = view.bounds
                card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(card)
            }
        }
        let report = assertNoLayoutFindings(matrix: .single(.iPadPro11)) { CardController() }
        #expect(report.findings.isEmpty && report.configurations.count == 1)
    }
}
